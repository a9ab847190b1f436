import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { FieldGroup } from './FieldGroup';
import { FileButton } from './FileButton';
import { FileLink } from './FileLink';
import { requiredProps } from './required';
import type { WidgetProps } from './types';
import { uploadFile } from './uploads';
import { UploadStatus } from './UploadStatus';
import { useUploadTask } from './useUploadTask';

/**
 * Upload: a file sent to /api/file/upload-file; the value is the stored file's id (`created[0].id`), shown as a
 * link that downloads it.
 */
export const UploadWidget = ({ source, label, required, validate, disabled, defaultValue, helperText }: WidgetProps) => {
  const translate = useTranslate();
  const props = requiredProps({ label, required, validate });
  const { id, field, fieldState } = useInput({ source, defaultValue, validate: props.validate, disabled });
  const [fileName, setFileName] = useState<string | null>(null);
  const { busy, error, run } = useUploadTask();
  const value = field.value === null || field.value === undefined || field.value === '' ? null : String(field.value);
  const upload = (file: File) =>
    run(async () => {
      const fileId = await uploadFile(file);
      setFileName(file.name);
      field.onChange(fileId);
      field.onBlur();
    });
  return (
    <FieldGroup id={id} label={props.label} required={required} invalid={fieldState.invalid} error={fieldState.error?.message} helperText={helperText}>
      {(describedBy) => (
        <>
          {value ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2">
                <FileLink id={value} name={fileName} />
              </Typography>
              <IconButton
                aria-label={translate('app.widgets.upload.remove')}
                disabled={disabled}
                onClick={() => {
                  setFileName(null);
                  field.onChange(null);
                }}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          ) : null}
          <Box sx={{ my: 1 }}>
            <FileButton disabled={disabled || busy} describedBy={describedBy} onFile={(file) => void upload(file)}>
              {translate('app.widgets.upload.choose')}
            </FileButton>
          </Box>
          <UploadStatus busy={busy} error={error} label="app.widgets.upload.uploading" />
        </>
      )}
    </FieldGroup>
  );
};
