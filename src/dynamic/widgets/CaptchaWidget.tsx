import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { captchaAnswer } from '../../authProvider/captcha';
import { useCaptcha } from '../../hooks/useCaptcha';
import { requiredInputProps, requiredProps } from './required';
import type { WidgetProps } from './types';

/**
 * Captcha: the answer typed beside the captcha image (an SVG data URL in an <img>, never injected markup) and a
 * refresh button; the value is 'captchaId,text' (spec §9), empty until something is typed.
 */
export const CaptchaWidget = ({ source, label, required, validate, disabled, helperText }: WidgetProps) => {
  const translate = useTranslate();
  const props = requiredProps({ label, required, validate });
  const { id, field, fieldState } = useInput({ source, validate: props.validate, disabled });
  const { captcha, reload } = useCaptcha();
  const [text, setText] = useState('');
  const { onChange } = field;
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const captchaId = captcha?.id;
  // A new image needs a new answer.
  useEffect(() => {
    if (captchaId === undefined) return;
    setText('');
    latestOnChange.current('');
  }, [captchaId]);
  const change = (next: string) => {
    setText(next);
    onChange(captcha && next.trim() ? captchaAnswer(captcha.id, next) : '');
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <TextField
        id={id}
        name={field.name}
        label={props.label}
        value={text}
        onChange={(event) => change(event.target.value)}
        onBlur={field.onBlur}
        disabled={disabled}
        autoComplete="off"
        {...requiredInputProps(required)}
        error={fieldState.invalid}
        helperText={<InputHelperText error={fieldState.error?.message} helperText={helperText} />}
      />
      <Box sx={{ width: 150, height: 50, flexShrink: 0, mt: 1, bgcolor: 'grey.100', borderRadius: 1 }}>
        {captcha ? <img src={captcha.src} alt={translate('app.widgets.captcha.image')} width={150} height={50} /> : null}
      </Box>
      <IconButton onClick={reload} disabled={disabled} aria-label={translate('app.widgets.captcha.refresh')} sx={{ mt: 1 }}>
        <RefreshIcon />
      </IconButton>
    </Box>
  );
};
