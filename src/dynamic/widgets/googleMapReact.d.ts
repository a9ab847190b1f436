// google-map-react 2.2 ships no types: the little the Location widget uses.
declare module 'google-map-react' {
  import type { ComponentType } from 'react';

  export interface ClickValue {
    lat: number;
    lng: number;
    x: number;
    y: number;
  }

  export interface GoogleMapReactProps {
    bootstrapURLKeys: { key: string; language?: string };
    defaultCenter?: { lat: number; lng: number };
    center?: { lat: number; lng: number };
    defaultZoom?: number;
    onClick?: (value: ClickValue) => void;
    yesIWantToUseGoogleMapApiInternals?: boolean;
  }

  const GoogleMapReact: ComponentType<GoogleMapReactProps>;
  export default GoogleMapReact;
}
