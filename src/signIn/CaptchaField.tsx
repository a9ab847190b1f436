import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { Ref } from 'react';
import type { Captcha } from '../authProvider/captcha';
import { FormField } from './FormField';
import { useLightI18n } from './LightI18n';

interface CaptchaFieldProps {
  captcha: Captcha | null;
  onRefresh: () => void;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string;
  inputRef: Ref<HTMLInputElement>;
}

/** The captcha answer input, the image (an SVG data URL, never injected markup) and its refresh button. */
export const CaptchaField = (props: CaptchaFieldProps) => {
  const { t } = useLightI18n();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <FormField
        name="captchaText"
        label={t('app.signIn.captcha')}
        value={props.value}
        onChange={props.onChange}
        autoComplete="off"
        invalid={props.invalid}
        describedBy={props.describedBy}
        inputRef={props.inputRef}
      />
      <Box sx={{ width: 150, height: 50, flexShrink: 0, mt: 1, bgcolor: 'grey.100', borderRadius: 1 }}>
        {props.captcha ? (
          <img src={props.captcha.src} alt={t('app.signIn.captchaImage')} width={150} height={50} />
        ) : null}
      </Box>
      <IconButton onClick={props.onRefresh} aria-label={t('app.signIn.refreshCaptcha')} sx={{ mt: 1 }}>
        <RefreshIcon />
      </IconButton>
    </Box>
  );
};
