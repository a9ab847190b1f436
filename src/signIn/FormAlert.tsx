import Alert from '@mui/material/Alert';
import type { FormMessage } from '../ui/feedback/formMessage';
import { useLightI18n } from './LightI18n';

/**
 * The one alert of a sign-in form: a validation message, a failed call, or news from the previous screen.
 * role="alert" makes screen readers announce it; the invalid field points at it with aria-describedby.
 */
export const FormAlert = ({ id, value }: { id: string; value: FormMessage | null }) => {
  const { t } = useLightI18n();
  if (!value) return null;
  return (
    <Alert id={id} severity={value.severity} role="alert" sx={{ mt: 1 }}>
      {t(value.message, value.args)}
    </Alert>
  );
};
