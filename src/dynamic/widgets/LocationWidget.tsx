import { lazy, Suspense } from 'react';
import { TextInput, useInput, useTranslate } from 'react-admin';
import { latLngValidator } from './latLng';
import { configuredMapsKey } from './mapsApiKey';
import { requiredInputProps, requiredProps } from './required';
import type { WidgetProps } from './types';

const LocationMap = lazy(() => import('./LocationMap'));

export interface LocationWidgetProps extends WidgetProps {
  /** A Google Maps key; by default the build's VITE_GOOGLE_MAPS_KEY. No key, no map and no maps script. */
  mapsApiKey?: string;
}

const MapPicker = ({ source, apiKey }: { source: string; apiKey: string }) => {
  const translate = useTranslate();
  const { field } = useInput({ source });
  return (
    <Suspense fallback={null}>
      <LocationMap
        apiKey={apiKey}
        value={field.value}
        label={translate('app.widgets.location.map')}
        onPick={(value) => {
          field.onChange(value);
          field.onBlur();
        }}
      />
    </Suspense>
  );
};

/** Location: always a validated 'lat/lng' text input; a clickable map too when a maps key is configured. */
export const LocationWidget = ({ mapsApiKey, label, required, validate, placeholder, ...rest }: LocationWidgetProps) => {
  const translate = useTranslate();
  const props = requiredProps({ label, required, validate });
  const apiKey = mapsApiKey ?? configuredMapsKey();
  return (
    <>
      <TextInput
        {...rest}
        label={props.label}
        validate={[...props.validate, latLngValidator]}
        {...requiredInputProps(required)}
        placeholder={placeholder ?? translate('app.widgets.location.placeholder')}
      />
      {apiKey ? <MapPicker source={rest.source} apiKey={apiKey} /> : null}
    </>
  );
};
