import type { Validator } from 'react-admin';
import { parseLatLng } from '../../core/latLng';

/** Spec §9: the map's default centre and zoom. */
export const DEFAULT_CENTER = { lat: 21.0575491, lng: 105.7909262 } as const;
export const DEFAULT_ZOOM = 16;

/** Empty is left to the required rule; anything else must be a valid 'lat/lng'. */
export const latLngValidator: Validator = (value: unknown) =>
  value === null || value === undefined || value === '' || parseLatLng(value) ? undefined : 'app.widgets.location.invalid';
