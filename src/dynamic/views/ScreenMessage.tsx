import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useModalStack } from '../../ui/modals/ModalStackProvider';

/**
 * A screen message of spec §4 / §8 ('noData', 'notFoundPage'): shown in the message dialog once, when the screen
 * opens, and kept on the screen in place of the form.
 */
export const ScreenMessage = ({ messageKey }: { messageKey: string }) => {
  const translate = useTranslate();
  const { push } = useModalStack();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    push({ kind: 'message', message: messageKey });
  }, [push, messageKey]);
  return (
    <Alert severity="warning" sx={{ my: 2 }}>
      {translate(messageKey)}
    </Alert>
  );
};
