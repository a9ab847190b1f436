import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Notice } from '../dataProvider/notices';
import { messageKey } from '../i18n/messageKey';
import { LanguageSwitch } from './LanguageSwitch';
import { useLightI18n } from './LightI18n';

interface SignInFrameProps {
  title: string;
  /** The latest alert or warning of the HTTP client. */
  notice: Notice | null;
  children: ReactNode;
}

/** The card every sign-in screen sits in: product name, language switch, title, the HTTP client's notices. */
export const SignInFrame = ({ title, notice, children }: SignInFrameProps) => {
  const { t } = useLightI18n();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}
    >
      <Paper sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="overline" color="text.secondary">
            {t('app.name')}
          </Typography>
          <LanguageSwitch />
        </Box>
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
        {notice ? (
          <Alert severity={notice.type} sx={{ my: 1 }}>
            {t(messageKey(notice.message), notice.messageArgs)}
            {notice.detail ? ` — ${t(messageKey(notice.detail))}` : null}
          </Alert>
        ) : null}
        {children}
      </Paper>
    </Box>
  );
};
