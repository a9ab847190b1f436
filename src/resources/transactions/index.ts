import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import { ACTIONS } from '../../api/permissions';
import { readAccess, route, type ScreenResource } from '../screen';

/** Transaction history and detail (spec §2, §7 `report` group). */
export const transactions: ScreenResource = {
  name: 'transactions',
  icon: ReceiptLongIcon,
  menu: { labelKey: 'app.menu.transactionHistory' },
  access: { ...readAccess(ACTIONS.findTransactions), export: ACTIONS.exportTransactions },
  routes: [
    route('/transaction-history', 'transactionHistory', 'list', lazy(() => import('./TransactionList'))),
    route('/transaction-detail/:id', 'transactionDetail', 'show', lazy(() => import('./TransactionShow'))),
  ],
  messages: { en: () => import('./english'), vi: () => import('./vietnamese') },
  data: { transactions: async () => (await import('./data')).transactions },
};
