import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useCallback, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useInput, useTranslate } from 'react-admin';
import { SHOP_LIMITS } from '../../api/shops';
import { isSafeImageUrl } from '../../core/imageUrl';
import { FieldGroup } from '../../dynamic/widgets/FieldGroup';
import { ImageChooser } from '../../dynamic/widgets/ImageChooser';

/** Spec §9: photos are cropped to 250×260 (the cropper's zoom 1–10 is ImageCropDialog's). */
const CROP = { width: 250, height: 260 } as const;

const urls = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

const moved = (list: readonly string[], from: number, to: number): string[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

/**
 * The shop's photos: upload and crop (the page engine's ImageChooser and crop dialog), move earlier or later with
 * labelled buttons (reachable by keyboard, unlike dragging), remove. The value is the photos' addresses in order;
 * data.ts sends their file ids.
 */
export const ShopPhotosInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  // A photo on its way: Save waits for it (said under the photos) rather than saving the shop without it.
  const uploading = useRef(false);
  const stillUploading = useCallback(() => (uploading.current ? 'app.shops.photoUploading' : undefined), []);
  const { id, field, fieldState } = useInput({ source, defaultValue: [], validate: stillUploading });
  const { getValues } = useFormContext();
  const photos = urls(field.value);
  const change = (next: string[]) => {
    field.onChange(next);
    field.onBlur();
  };
  const onBusy = useCallback((busy: boolean) => {
    uploading.current = busy;
  }, []);
  return (
    <FieldGroup
      id={id}
      label={translate('app.shops.fields.photos')}
      invalid={fieldState.invalid}
      error={fieldState.error?.message}
      helperText={translate('app.shops.photosHelp', { max: SHOP_LIMITS.photosMax })}
    >
      {(describedBy) => (
        <>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0 }}>
            {photos.map((url, index) => {
              const n = index + 1;
              return (
                <Box component="li" key={url} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                  {isSafeImageUrl(url) ? <img src={url} alt={translate('app.shops.photo', { n })} width={125} height={130} /> : null}
                  <Box>
                    <IconButton aria-label={translate('app.shops.movePhotoEarlier', { n })} disabled={index === 0} onClick={() => change(moved(photos, index, index - 1))}>
                      <ArrowBackIcon />
                    </IconButton>
                    <IconButton
                      aria-label={translate('app.shops.movePhotoLater', { n })}
                      disabled={index === photos.length - 1}
                      onClick={() => change(moved(photos, index, index + 1))}
                    >
                      <ArrowForwardIcon />
                    </IconButton>
                    <IconButton aria-label={translate('app.shops.removePhoto', { n })} onClick={() => change(photos.filter((_url, at) => at !== index))}>
                      <DeleteIcon />
                    </IconButton>
                  </Box>
                </Box>
              );
            })}
          </Box>
          <ImageChooser
            buttonText={translate('app.shops.addPhoto')}
            imageWidth={CROP.width}
            imageHeight={CROP.height}
            disabled={photos.length >= SHOP_LIMITS.photosMax}
            describedBy={describedBy}
            onBusy={onBusy}
            // The photos as they are when the upload ends: moved or removed meanwhile, they stay so.
            onUploaded={(url) => {
              // Done before the change, which checks the photos again (the "still uploading" message goes with it).
              uploading.current = false;
              change([...urls(getValues(source)), url]);
            }}
          />
        </>
      )}
    </FieldGroup>
  );
};
