import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import AvatarEditor, { useAvatarEditor } from 'react-avatar-editor';
import { useTranslate } from 'react-admin';

/** Spec §9: zoom 1 to 10, the modal 600×500. */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 10;

export interface ImageCropDialogProps {
  file: File;
  width: number;
  height: number;
  onCancel: () => void;
  onCropped: (image: Blob, fileName: string) => void;
}

/** PNG stays PNG (transparency); everything else becomes JPEG. */
const outputType = (file: File): 'image/png' | 'image/jpeg' => (file.type === 'image/png' ? 'image/png' : 'image/jpeg');

const outputName = (file: File, type: string): string =>
  `${file.name.replace(/\.[^.]*$/, '') || 'image'}.${type === 'image/png' ? 'png' : 'jpg'}`;

/** The image cropper (spec §4): a lazy chunk with react-avatar-editor; it closes after cropping or when closed. */
const ImageCropDialog = ({ file, width, height, onCancel, onCropped }: ImageCropDialogProps) => {
  const translate = useTranslate();
  const editor = useAvatarEditor();
  const [zoom, setZoom] = useState(ZOOM_MIN);
  const crop = () => {
    const canvas = editor.getImageScaledToCanvas();
    if (!canvas) return;
    const type = outputType(file);
    canvas.toBlob((blob) => (blob ? onCropped(blob, outputName(file, type)) : onCancel()), type, 0.92);
  };
  return (
    <Dialog open onClose={onCancel} maxWidth={false} slotProps={{ paper: { sx: { width: 600, height: 500 } } }}>
      <DialogTitle>{translate('app.widgets.image.cropTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <AvatarEditor ref={editor.ref} image={file} width={width} height={height} border={20} scale={zoom} />
        <Typography id="image-crop-zoom" variant="caption">
          {translate('app.widgets.image.zoom')}
        </Typography>
        <Slider
          aria-labelledby="image-crop-zoom"
          min={ZOOM_MIN}
          max={ZOOM_MAX}
          step={0.1}
          value={zoom}
          onChange={(_event, value) => setZoom(Array.isArray(value) ? value[0] : value)}
          sx={{ width: 300 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('app.widgets.image.cancel')}</Button>
        <Button variant="contained" onClick={crop}>
          {translate('app.widgets.image.crop')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export default ImageCropDialog;
