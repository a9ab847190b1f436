import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { ButtonDefinition } from '../../api/pageDefinition';
import { buttonShown } from './buttonShown';
import { buttonsForMode } from './buttonsForMode';
import { PAGE_ICONS } from './icons';
import { SaveRefused } from './SaveRefused';
import type { ButtonHost } from './types';
import { useButtonAction } from './useButtonAction';

const PageButton = ({ button, busy, disabled, onRun }: { button: ButtonDefinition; busy: boolean; disabled: boolean; onRun: () => void }) => {
  const Icon = button.icon ? PAGE_ICONS[button.icon] : null;
  const submit = button.type === 'submit';
  const click = (event: MouseEvent) => {
    // The form's own submit never runs: the button validates and calls its action itself.
    event.preventDefault();
    onRun();
  };
  return (
    <Button
      type={submit ? 'submit' : 'button'}
      variant={submit ? 'contained' : 'outlined'}
      color={button.color ?? 'primary'}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : Icon ? <Icon /> : undefined}
      disabled={disabled}
      aria-busy={busy || undefined}
      onClick={click}
    >
      {button.title}
    </Button>
  );
};

/**
 * The buttons of a page for the current mode (spec §3 button): title, type, colour and icon from the definition,
 * each unless its hideExpression holds for the record. None fits → 'Không có nút bấm' ('no_have_button'). All are
 * disabled while one of them runs.
 */
export const PageButtons = ({ host }: { host: ButtonHost }) => {
  const translate = useTranslate();
  const { run, busy, refused } = useButtonAction(host);
  const record = host.current();
  const buttons = buttonsForMode(host.page, host.mode).filter((button) => buttonShown(button, record));
  if (buttons.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {translate('app.pages.noButton')}
      </Typography>
    );
  }
  return (
    <>
      {refused && host.form && <SaveRefused fields={refused} onFocus={host.form.focus} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, py: 1 }}>
        {buttons.map((button, index) => (
          <PageButton key={index} button={button} busy={busy === button} disabled={busy !== null} onRun={() => void run(button)} />
        ))}
      </Box>
    </>
  );
};
