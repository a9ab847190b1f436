import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { ScreenCard } from './ScreenCard';

/** A screen of spec §2 whose issue has not landed yet: it names itself and says so, with no made-up data. */
const NotAvailablePage = ({ titleKey }: { titleKey: string }) => {
  const translate = useTranslate();
  const title = translate(titleKey);
  return (
    <ScreenCard title={title}>
      <Typography color="text.secondary">{translate('app.notAvailable.message')}</Typography>
    </ScreenCard>
  );
};

export default NotAvailablePage;
