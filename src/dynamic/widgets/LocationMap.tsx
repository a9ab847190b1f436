import Box from '@mui/material/Box';
import GoogleMapReact from 'google-map-react';
import { formatLatLng, parseLatLng } from '../../core/latLng';
import { DEFAULT_CENTER, DEFAULT_ZOOM } from './latLng';

/** The map of the Location widget (a lazy chunk; google-map-react loads the maps script with the key). */
const LocationMap = ({ apiKey, value, label, onPick }: { apiKey: string; value: unknown; label: string; onPick: (value: string) => void }) => (
  <Box role="region" aria-label={label} sx={{ height: 400, width: '100%', my: 1 }}>
    <GoogleMapReact
      bootstrapURLKeys={{ key: apiKey }}
      defaultCenter={DEFAULT_CENTER}
      center={parseLatLng(value) ?? undefined}
      defaultZoom={DEFAULT_ZOOM}
      onClick={({ lat, lng }) => onPick(formatLatLng({ lat, lng }))}
    />
  </Box>
);

export default LocationMap;
