import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { ScreenCard } from './ScreenCard';

/**
 * What a user sees on a screen they may not use (a shell route, a page of the engine): react-admin's texts in our
 * screen card, since its own AccessDenied page is drawn at half opacity (2.3:1 text).
 */
export const AccessDenied = () => {
  const translate = useTranslate();
  return (
    <ScreenCard title={translate('ra.page.access_denied')}>
      <Typography color="text.secondary">{translate('ra.message.access_denied')}</Typography>
    </ScreenCard>
  );
};
