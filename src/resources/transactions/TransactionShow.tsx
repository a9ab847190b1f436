import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import { Link as RouterLink } from 'react-router-dom';
import { Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { TransactionDetail } from '../../api/sales';
import type { ScreenProps } from '../screen';
import { TitledScreen, useRecordScreen } from '../../ui/TitledScreen';
import { TransactionDetails } from './TransactionDetails';

const Details = () => {
  // Parsed with transactionDetailSchema by the data provider (data.ts).
  const transaction = useRecordContext<TransactionDetail>();
  return transaction ? <TransactionDetails transaction={transaction} /> : null;
};

/**
 * /transaction-detail/:id (spec §2): detailTransaction through react-admin's Show. A transaction that does not exist
 * or is another merchant's is said in place (the HTTP client has shown its notice), not redirected away.
 */
const TransactionShow = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  const record = useRecordScreen(titleKey, 'app.transactions.notFound');
  return (
    <TitledScreen titleKey={titleKey}>
      <Show
        resource="transactions"
        {...record}
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
    </TitledScreen>
  );
};

export default TransactionShow;
