/** Spec §3: a location is the text 'lat/lng', e.g. '21.0575491/105.7909262'. */
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
