import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ERR } from '../../api/codes';
import type { VoucherDetail } from '../../api/vouchers';
import { HttpError } from '../../dataProvider/HttpError';
import { ScreenCard } from '../../ui/ScreenCard';
import { StateHistory } from './StateHistory';
import { useVoucher, voucherIdOf } from './useVoucher';

interface VoucherScreenProps {
  titleKey: string;
  children: (voucher: VoucherDetail, reload: () => Promise<unknown>) => ReactNode;
}

/**
 * The chrome of the review and approval screens: the voucher of `?voucher=<id>` (a loader until it is read; a
 * missing or unknown id said as such), the screen's own part, then the voucher's state history.
 */
export const VoucherScreen = ({ titleKey, children }: VoucherScreenProps) => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const id = voucherIdOf(params.get('voucher'));
  const { voucher, history, reload } = useVoucher(id);
  let content: ReactNode;
  if (id === null) {
    content = <Alert severity="info">{translate('app.voucherLife.noVoucher')}</Alert>;
  } else if (voucher.isPending) {
    content = <CircularProgress aria-label={translate('ra.page.loading')} />;
  } else if (voucher.isError) {
    const notFound = voucher.error instanceof HttpError && voucher.error.status === ERR.notFound;
    content = <Alert severity="error">{translate(notFound ? 'app.voucherLife.notFound' : 'app.voucherLife.loadFailed')}</Alert>;
  } else {
    content = (
      <>
        {children(voucher.data, reload)}
        {history.data ? <StateHistory rows={history.data.rows} /> : null}
      </>
    );
  }
  return <ScreenCard title={translate(titleKey)}>{content}</ScreenCard>;
};
