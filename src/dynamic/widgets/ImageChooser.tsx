import { lazy, Suspense, useEffect, useState } from 'react';
import { FileButton } from './FileButton';
import { uploadImage } from './uploads';
import { UploadStatus } from './UploadStatus';
import { useUploadTask } from './useUploadTask';

const ImageCropDialog = lazy(() => import('./ImageCropDialog'));

/** Spec §9: the crop area defaults to 250×260. */
export const DEFAULT_IMAGE_WIDTH = 250;
export const DEFAULT_IMAGE_HEIGHT = 260;
export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp';

export interface ImageChooserProps {
  buttonText: string;
  imageWidth?: number;
  imageHeight?: number;
  disabled?: boolean;
  /** The field's required hint and message, for the button (FileButton). */
  describedBy?: string;
  onUploaded: (url: string) => void;
  /** Told when an upload starts and ends: a form must not be saved without the photo on its way. */
  onBusy?: (busy: boolean) => void;
}

/** Choose a file → crop it (react-avatar-editor, a lazy chunk) → upload the cropped image → its URL. */
export const ImageChooser = ({ buttonText, imageWidth, imageHeight, disabled, describedBy, onUploaded, onBusy }: ImageChooserProps) => {
  const [file, setFile] = useState<File | null>(null);
  const { busy, error, run } = useUploadTask();
  useEffect(() => onBusy?.(busy), [busy, onBusy]);
  const upload = (image: Blob, fileName: string) => {
    setFile(null);
    void run(async () => onUploaded(await uploadImage(image, fileName)));
  };
  return (
    <>
      <FileButton accept={IMAGE_TYPES} disabled={disabled || busy} describedBy={describedBy} onFile={setFile}>
        {buttonText}
      </FileButton>
      <UploadStatus busy={busy} error={error} />
      {file ? (
        <Suspense fallback={null}>
          <ImageCropDialog
            file={file}
            width={imageWidth ?? DEFAULT_IMAGE_WIDTH}
            height={imageHeight ?? DEFAULT_IMAGE_HEIGHT}
            onCancel={() => setFile(null)}
            onCropped={upload}
          />
        </Suspense>
      ) : null}
    </>
  );
};
