import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslate } from 'react-admin';

export interface RichTextUrlDialogProps {
  /** Keys of app.widgets.richText: the dialog's title, the field's label, help and refusal. */
  kind: 'link' | 'image';
  initial: string;
  /** True for an address the editor may take; a blank one is passed on when `allowBlank` (it removes a link). */
  accept: (url: string) => boolean;
  allowBlank: boolean;
  onApply: (url: string) => void;
  onClose: () => void;
}

/** The address of a link or an image, asked in a labelled dialog in the screen's language (not the browser's prompt). */
export const RichTextUrlDialog = ({ kind, initial, accept, allowBlank, onApply, onClose }: RichTextUrlDialogProps) => {
  const translate = useTranslate();
  const [url, setUrl] = useState(initial);
  const [refused, setRefused] = useState(false);
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const value = url.trim();
    if ((value === '' && allowBlank) || accept(value)) onApply(value);
    else setRefused(true);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(`app.widgets.richText.${kind}Title`)}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            type="url"
            label={translate(`app.widgets.richText.${kind}Label`)}
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setRefused(false);
            }}
            error={refused}
            helperText={translate(refused ? `app.widgets.richText.${kind}Invalid` : `app.widgets.richText.${kind}Help`)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.widgets.richText.cancel')}</Button>
          <Button type="submit" variant="contained">{translate('app.widgets.richText.apply')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
