import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { canDo } from '../../api/voucherLifecycle';
import { VOUCHER_MESSAGES, type VoucherDetail } from '../../api/vouchers';
import type { ScreenProps } from '../screen';
import { OutcomeAlert } from './OutcomeAlert';
import { useLifecycleAction } from './useLifecycleAction';
import { VoucherDetailPanel } from './VoucherDetailPanel';
import { VoucherScreen } from './VoucherScreen';
import { rejectVoucher, syncVoucher } from './vouchersApi';

/** Spec §2 "Voucher review screen": the detail panel, a green 'Đồng bộ', a multi-line 'Lý do từ chối', a red 'Từ chối'. */
const Review = ({ voucher, reload }: { voucher: VoucherDetail; reload: () => Promise<unknown> }) => {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const { outcome, setOutcome, busy, run } = useLifecycleAction(reload);
  const reject = async () => {
    // Spec §5: a blank reason is refused before any call.
    if (reason.trim() === '') {
      setOutcome({ severity: 'error', message: VOUCHER_MESSAGES.rejectReasonRequired });
      return;
    }
    if (await run(() => rejectVoucher(voucher.id, reason, voucher.state))) setReason('');
  };
  return (
    <>
      <VoucherDetailPanel voucher={voucher} />
      <OutcomeAlert outcome={outcome} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2, maxWidth: 560 }}>
        <div>
          <Button variant="contained" color="success" disabled={busy || !canDo('sync', voucher.state)}
            onClick={() => void run(() => syncVoucher(voucher.id, voucher.state))}>
            {translate('app.voucherLife.review.sync')}
          </Button>
        </div>
        <TextField label={translate('app.voucherLife.review.reason')} multiline minRows={3} value={reason}
          onChange={(event) => setReason(event.target.value)} disabled={!canDo('reject', voucher.state)} />
        <div>
          <Button variant="contained" color="error" disabled={busy || !canDo('reject', voucher.state)} onClick={() => void reject()}>
            {translate('app.voucherLife.review.reject')}
          </Button>
        </div>
      </Box>
    </>
  );
};

const ReviewPage = ({ titleKey }: ScreenProps) => (
  <VoucherScreen titleKey={titleKey}>{(voucher, reload) => <Review voucher={voucher} reload={reload} />}</VoucherScreen>
);

export default ReviewPage;
