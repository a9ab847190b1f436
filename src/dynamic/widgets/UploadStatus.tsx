import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslate } from 'react-admin';

/** An upload's progress bar while it runs, and its error in an alert when it fails. */
export const UploadStatus = ({ busy, error, label = 'app.widgets.image.uploading' }: { busy: boolean; error: string | null; label?: string }) => {
  const translate = useTranslate();
  return (
    <>
      {busy ? <LinearProgress aria-label={translate(label)} sx={{ my: 1 }} /> : null}
      {error ? (
        <Alert severity="error" sx={{ my: 1 }}>
          {error}
        </Alert>
      ) : null}
    </>
  );
};
