import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { canDo } from '../../api/voucherLifecycle';
import { VOUCHER_MESSAGES, type VoucherDetail } from '../../api/vouchers';
import { formatDateTime } from '../../core/formatDate';
import type { ScreenProps } from '../screen';
import { OutcomeAlert } from './OutcomeAlert';
import { useLifecycleAction } from './useLifecycleAction';
import { VoucherDetailPanel } from './VoucherDetailPanel';
import { VoucherScreen } from './VoucherScreen';
import { approveVoucher } from './vouchersApi';
import { voucherLinks } from './voucherLinks';

/** Spec §2 "Voucher approval screen": not approved → 'Duyệt ưu đãi' (confirmed); approved → who and when, and the links. */
const Approval = ({ voucher, reload }: { voucher: VoucherDetail; reload: () => Promise<unknown> }) => {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const { outcome, busy, run } = useLifecycleAction(reload);
  const links = voucherLinks(voucher);
  const approve = () => {
    // The dialog stays on screen while it fades out: a second click of a double click must not approve again.
    if (!asking) return;
    setAsking(false);
    void run(() => approveVoucher(voucher.id, voucher.code ?? '', voucher.state));
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'flex-start' }}>
      <VoucherDetailPanel voucher={voucher} screenType={1} />
      <Box component="section" aria-labelledby="voucher-approval-title" sx={{ flex: 1, minWidth: 280 }}>
        <Typography id="voucher-approval-title" component="h2" variant="h6">
          {translate(voucher.approval ? 'app.voucherLife.approve.approved' : 'app.voucherLife.approve.notApproved')}
        </Typography>
        <OutcomeAlert outcome={outcome} />
        {voucher.approval ? (
          <Stack spacing={1}>
            <Typography>
              {translate('app.voucherLife.approve.approvedBy', {
                name: voucher.approval.user ? `${voucher.approval.user.name} (${voucher.approval.user.phone})` : translate('app.voucherLife.history.system'),
                at: formatDateTime(voucher.approval.at),
              })}
            </Typography>
            <Link href={links.edit}>{translate('app.voucherLife.approve.editLink')}</Link>
            <Link href={links.phones}>{translate('app.voucherLife.approve.phoneLink')}</Link>
          </Stack>
        ) : canDo('approve', voucher.state) ? (
          <Button variant="contained" disabled={busy} onClick={() => setAsking(true)}>{translate('app.voucherLife.approve.button')}</Button>
        ) : (
          <Typography>{translate(VOUCHER_MESSAGES.refusedApprove)}</Typography>
        )}
        <Confirm
          isOpen={asking}
          loading={busy}
          title="app.voucherLife.approve.confirmTitle"
          content="app.voucherLife.approve.confirmContent"
          translateOptions={{ code: voucher.code ?? '', name: voucher.name ?? '' }}
          onConfirm={approve}
          onClose={() => setAsking(false)}
        />
      </Box>
    </Box>
  );
};

const ApprovePage = ({ titleKey }: ScreenProps) => (
  <VoucherScreen titleKey={titleKey}>{(voucher, reload) => <Approval voucher={voucher} reload={reload} />}</VoucherScreen>
);

export default ApprovePage;
