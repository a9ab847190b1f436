import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { parseLatLng } from '../../core/latLng';
import { LocationWidget } from '../../dynamic/widgets/LocationWidget';
import { DEFAULT_CENTER } from '../../dynamic/widgets/latLng';
import { configuredMapsKey } from '../../dynamic/widgets/mapsApiKey';
import { mapLinkOf } from './shopText';

/**
 * The shop's location: the page engine's location widget ('lat/lng' text; a clickable map when a Google Maps key is
 * configured), and a link that opens the point typed (or spec §9's default centre) on a map. Without a key it says
 * why there is no map.
 */
export const ShopLocationInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: source });
  const point = parseLatLng(value) ?? DEFAULT_CENTER;
  return (
    <>
      <LocationWidget source={source} label={translate('app.shops.fields.location')} />
      {configuredMapsKey() ? null : <Alert severity="info" sx={{ my: 1 }}>{translate('app.shops.noMapKey')}</Alert>}
      <Link href={mapLinkOf(point.lat, point.lng)} target="_blank" rel="noopener noreferrer">
        {translate('app.shops.openMap')}
      </Link>
    </>
  );
};
