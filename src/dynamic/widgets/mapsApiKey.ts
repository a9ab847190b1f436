/** Replaced at build time by Vite (vite.config.mts `define`, from VITE_GOOGLE_MAPS_KEY); undefined elsewhere. */
declare const __GOOGLE_MAPS_KEY__: string | undefined;

/** The Google Maps key the build was given, if any: without one, no maps script is ever loaded. */
export const configuredMapsKey = (): string | undefined =>
  typeof __GOOGLE_MAPS_KEY__ === 'string' && __GOOGLE_MAPS_KEY__ !== '' ? __GOOGLE_MAPS_KEY__ : undefined;
