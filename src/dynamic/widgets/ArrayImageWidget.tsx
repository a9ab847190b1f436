import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useInput, useTranslate } from 'react-admin';
import { FieldGroup } from './FieldGroup';
import { ImageChooser } from './ImageChooser';
import { isSafeImageUrl } from '../../core/imageUrl';
import type { ImageWidgetProps } from './ImageWidget';
import { requiredProps } from './required';

const urls = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** ArrayImage: a list of uploaded image URLs; add (upload + crop) and remove. An empty list counts as missing. */
export const ArrayImageWidget = ({ source, label, required, validate, disabled, defaultValue, helperText, imageWidth, imageHeight }: ImageWidgetProps) => {
  const translate = useTranslate();
  const props = requiredProps({ label, required, validate });
  const { id, field, fieldState } = useInput({
    source,
    defaultValue,
    validate: props.validate,
    disabled,
    // An empty list is stored as null, so that the required rule sees a missing value.
    parse: (value: string[] | null) => (value && value.length > 0 ? value : null),
  });
  const images = urls(field.value);
  return (
    <FieldGroup id={id} label={props.label} required={required} invalid={fieldState.invalid} error={fieldState.error?.message} helperText={helperText}>
      {(describedBy) => (
        <>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0 }}>
            {images.map((url, index) => (
              <Box component="li" key={`${index}-${url}`} sx={{ display: 'flex', alignItems: 'center' }}>
                {/* An address that is neither our own upload nor https is never loaded; it can still be removed. */}
                {isSafeImageUrl(url) ? (
                  <img src={url} alt={`${label} ${index + 1}`} style={{ maxWidth: 125, maxHeight: 130 }} />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {translate('app.widgets.image.none')}
                  </Typography>
                )}
                <IconButton
                  aria-label={`${translate('app.widgets.image.remove')} ${index + 1}`}
                  disabled={disabled}
                  onClick={() => field.onChange(images.filter((_url, at) => at !== index))}
                >
                  <DeleteIcon />
                </IconButton>
              </Box>
            ))}
          </Box>
          <ImageChooser
            buttonText={translate('app.widgets.image.add')}
            imageWidth={imageWidth}
            imageHeight={imageHeight}
            disabled={disabled}
            describedBy={describedBy}
            onUploaded={(url) => {
              field.onChange([...images, url]);
              field.onBlur();
            }}
          />
        </>
      )}
    </FieldGroup>
  );
};
