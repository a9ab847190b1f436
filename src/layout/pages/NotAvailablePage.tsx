import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';

/** A screen of spec §2 whose issue has not landed yet: it names itself and says so, with no made-up data. */
const NotAvailablePage = ({ titleKey }: { titleKey: string }) => {
  const translate = useTranslate();
  const title = translate(titleKey);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{translate('app.notAvailable.message')}</Typography>
      </CardContent>
    </Card>
  );
};

export default NotAvailablePage;
