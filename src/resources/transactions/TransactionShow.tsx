import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { TransactionDetail } from '../../api/sales';
import type { ScreenProps } from '../screen';
import { TransactionDetails } from './TransactionDetails';

const Details = () => {
  // Parsed with transactionDetailSchema by the data provider (src/dataProvider/merchantResources.ts).
  const transaction = useRecordContext<TransactionDetail>();
  return transaction ? <TransactionDetails transaction={transaction} /> : null;
};

/**
 * /transaction-detail/:id (spec §2): detailTransaction through react-admin's Show. A transaction that does not exist
 * or is another merchant's is said in place (the HTTP client has shown its notice), not redirected away.
 */
const TransactionShow = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h1" variant="h5">
        {translate(titleKey)}
      </Typography>
      <Show
        resource="transactions"
        id={id}
        title={translate(titleKey)}
        queryOptions={{ onError: () => undefined }}
        error={<Alert severity="warning" sx={{ m: 2 }}>{translate('app.transactions.notFound')}</Alert>}
        actions={
          <TopToolbar sx={{ justifyContent: 'flex-start' }}>
            <Button component={RouterLink} to="/transaction-history" size="small" startIcon={<ArrowBackIcon />}>
              {translate('app.transactions.backToHistory')}
            </Button>
          </TopToolbar>
        }
      >
        <CardContent>
          <Details />
        </CardContent>
      </Show>
    </Box>
  );
};

export default TransactionShow;
