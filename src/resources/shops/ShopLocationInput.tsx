import Link from '@mui/material/Link';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { parseLatLng } from '../../core/latLng';
import { LocationWidget } from '../../dynamic/widgets/LocationWidget';
import { DEFAULT_CENTER } from '../../dynamic/widgets/latLng';
import { mapLinkOf } from './shopText';

/**
 * The shop's location: the page engine's location widget ('lat/lng' text; a clickable map when a Google Maps key is
 * configured), with the spec's example format under it, and a link that opens the point typed (or spec §9's default
 * centre) on a map. Whether a key is configured is the operator's business: the server's start-up log says it, the
 * merchant's screen does not.
 */
export const ShopLocationInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: source });
  const point = parseLatLng(value) ?? DEFAULT_CENTER;
  return (
    <>
      <LocationWidget source={source} label={translate('app.shops.fields.location')} helperText={translate('app.shops.locationHelp')} />
      <Link href={mapLinkOf(point.lat, point.lng)} target="_blank" rel="noopener noreferrer">
        {translate('app.shops.openMap')}
      </Link>
    </>
  );
};
