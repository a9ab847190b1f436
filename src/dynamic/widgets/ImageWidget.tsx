import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
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
    <Box sx={{ my: 1 }} role="group" aria-labelledby={`${id}-label`}>
      <FormLabel id={`${id}-label`} error={fieldState.invalid}>
        {props.label}
      </FormLabel>
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
        onUploaded={(uploaded) => {
          field.onChange(uploaded);
          field.onBlur();
        }}
      />
      <InputHelperText error={fieldState.error?.message} helperText={helperText} />
    </Box>
  );
};
