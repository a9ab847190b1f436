import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CLOSE_TRANSITION_MS, type Modal } from './modalStack';

type TextModal = Extract<Modal, { kind: 'message' | 'confirm' }>;

const Parts = ({ parts }: { parts: NonNullable<Extract<Modal, { kind: 'confirm' }>['parts']> }) => (
  <>
    {parts.map((part, index) => ('field' in part ? <strong key={index}>{part.value}</strong> : <span key={index}>{part.text}</span>))}
  </>
);

/**
 * The message (close) and confirm (cancel / confirm) dialogs; texts are keys, or shown as they are when `plain`.
 * A confirm that `ask`s holds a required text box, focused; a blank one is refused with its message under it.
 * The dialog is described by its text, so that screen readers read the message (a form's summary of what is
 * wrong, say) when it opens with the focus on its button, not only its title.
 */
export const MessageDialog = ({ modal, onHide }: { modal: TextModal; onHide: (id: string) => void }) => {
  const translate = useTranslate();
  const text = (key: string) => translate(key, { _: key });
  const titleId = `${modal.id}-title`;
  const textId = `${modal.id}-text`;
  const ask = modal.kind === 'confirm' ? modal.ask : undefined;
  const [answer, setAnswer] = useState('');
  const [blank, setBlank] = useState(false);
  const answerInput = useRef<HTMLInputElement>(null);
  const cancel = () => {
    if (!modal.show) return;
    if (modal.kind === 'confirm') modal.onCancel?.();
    else modal.onClose?.();
    onHide(modal.id);
  };
  const confirm = () => {
    if (!modal.show) return;
    if (ask && answer.trim() === '') {
      setBlank(true);
      answerInput.current?.focus();
      return;
    }
    if (modal.kind === 'confirm') modal.onConfirm(ask ? answer.trim() : undefined);
    onHide(modal.id);
  };
  const parts = modal.kind === 'confirm' ? modal.parts : undefined;
  const body = parts ? <Parts parts={parts} /> : modal.plain ? modal.message : translate(modal.message, { ...modal.messageArgs, _: modal.message });
  return (
    <Dialog open={modal.show} onClose={cancel} transitionDuration={{ exit: CLOSE_TRANSITION_MS }} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>
        {text(modal.title ?? (modal.kind === 'confirm' ? 'app.modal.confirmTitle' : 'app.modal.messageTitle'))}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{body}</DialogContentText>
        {ask && (
          <TextField
            inputRef={answerInput}
            label={text(ask.label)}
            value={answer}
            onChange={(event) => {
              setAnswer(event.target.value);
              setBlank(false);
            }}
            required
            error={blank}
            helperText={blank ? text(ask.required) : ' '}
            // A password: one line, masked, offered by the password manager; a reason: a few lines.
            {...(ask.secret ? { type: 'password', autoComplete: 'current-password' } : { multiline: true, minRows: 2 })}
            fullWidth
            autoFocus
            margin="normal"
          />
        )}
      </DialogContent>
      <DialogActions>
        {modal.kind === 'confirm' ? (
          <>
            <Button onClick={cancel}>{text('app.modal.cancel')}</Button>
            <Button onClick={confirm} variant="contained" autoFocus={!ask}>
              {text('app.modal.confirm')}
            </Button>
          </>
        ) : (
          <Button onClick={cancel} autoFocus>
            {text('app.modal.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
