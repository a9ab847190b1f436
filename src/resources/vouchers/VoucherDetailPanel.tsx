import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { VoucherDetail } from '../../api/vouchers';
import { formatDate } from '../../core/formatDate';
import { StateChip } from './StateChip';

/** Spec §2's screen type: 1 is the compact panel of the approval screen, beside the approval. */
export type ScreenType = 0 | 1;

/** The voucher's fields, read-only, as a description list. */
export const VoucherDetailPanel = ({ voucher, screenType = 0 }: { voucher: VoucherDetail; screenType?: ScreenType }) => {
  const translate = useTranslate();
  const compact = screenType === 1;
  const rows: [string, ReactNode][] = [
    ['code', voucher.code],
    ['name', voucher.name],
    ['state', <StateChip key="state" state={voucher.state} />],
    ...(voucher.reason ? [['reason', voucher.reason] as [string, ReactNode]] : []),
    ['value', voucher.value],
    ['exchangePoint', voucher.exchangePoint ?? 0],
    ['startDate', formatDate(voucher.startDate)],
    ['endDate', formatDate(voucher.endDate)],
    ...(compact ? [] : [['description', voucher.description], ['hotLine', voucher.hotLine]] as [string, ReactNode][]),
  ];
  return (
    <Box component="section" aria-labelledby="voucher-detail-title" sx={{ minWidth: compact ? 240 : 320 }}>
      <Typography id="voucher-detail-title" component="h2" variant="h6">{translate('app.voucherLife.detail')}</Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {rows.map(([field, value]) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>{translate(`app.voucherLife.fields.${field}`)}</Box>
            <Box component="dd" sx={{ m: 0, whiteSpace: 'pre-line' }}>{value === null || value === '' ? '—' : value}</Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
};
