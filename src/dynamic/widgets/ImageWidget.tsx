import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useInput, useTranslate } from 'react-admin';
import { FieldGroup } from './FieldGroup';
import { ImageChooser } from './ImageChooser';
import { isSafeImageUrl } from '../../core/imageUrl';
import { requiredProps } from './required';
import type { WidgetProps } from './types';

export interface ImageWidgetProps extends WidgetProps {
  /** Spec §3 imageWidth / imageHeight: the crop size (default 250×260). */
  imageWidth?: number;
  imageHeight?: number;
}

/** Image: upload + crop; the value is the uploaded image's URL (shown only when imageUrl.ts allows it). */
export const ImageWidget = ({ source, label, required, validate, disabled, defaultValue, helperText, imageWidth, imageHeight }: ImageWidgetProps) => {
  const translate = useTranslate();
  const props = requiredProps({ label, required, validate });
  const { id, field, fieldState } = useInput({ source, defaultValue, validate: props.validate, disabled });
  // Only our own uploads or https are loaded: a value from a link (`embed`) must not make the browser fetch any address.
  const url = isSafeImageUrl(field.value) ? field.value : null;
  return (
    <FieldGroup id={id} label={props.label} required={required} invalid={fieldState.invalid} error={fieldState.error?.message} helperText={helperText}>
      {(describedBy) => (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 1 }}>
            {url ? (
              <>
                <img src={url} alt={label} style={{ maxWidth: 250, maxHeight: 260 }} />
                <IconButton aria-label={translate('app.widgets.image.remove')} disabled={disabled} onClick={() => field.onChange(null)}>
                  <DeleteIcon />
                </IconButton>
              </>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {translate('app.widgets.image.none')}
              </Typography>
            )}
          </Box>
          <ImageChooser
            buttonText={translate('app.widgets.image.choose')}
            imageWidth={imageWidth}
            imageHeight={imageHeight}
            disabled={disabled}
            describedBy={describedBy}
            onUploaded={(uploaded) => {
              field.onChange(uploaded);
              field.onBlur();
            }}
          />
        </>
      )}
    </FieldGroup>
  );
};
