import type { Validator } from 'react-admin';

/** Spec §9: the map's default centre and zoom; spec §3: a location is the text 'lat/lng'. */
export const DEFAULT_CENTER = { lat: 21.0575491, lng: 105.7909262 } as const;
export const DEFAULT_ZOOM = 16;

const LAT_LNG = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*\/\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** '21.0575491/105.7909262' → { lat, lng }; null unless both are numbers in range (−90..90, −180..180). */
export const parseLatLng = (value: unknown): { lat: number; lng: number } | null => {
  if (typeof value !== 'string') return null;
  const match = LAT_LNG.exec(value);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
};

/** A point as the stored text, to 7 decimals (about 1 cm). */
export const formatLatLng = ({ lat, lng }: { lat: number; lng: number }): string => `${Number(lat.toFixed(7))}/${Number(lng.toFixed(7))}`;

/** Empty is left to the required rule; anything else must be a valid 'lat/lng'. */
export const latLngValidator: Validator = (value: unknown) =>
  value === null || value === undefined || value === '' || parseLatLng(value) ? undefined : 'app.widgets.location.invalid';
