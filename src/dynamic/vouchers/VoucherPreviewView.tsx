import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { PageDefinition } from '../../api/pageDefinition';
import { type FormParams, modeOf, queryOf } from '../views/formParams';
import { PageForm } from '../views/PageForm';
import { ScreenMessage } from '../views/ScreenMessage';
import { useDoneHandler } from '../views/useDoneHandler';
import { usePageRecord } from '../views/usePageRecord';
import { previewDataOf } from './previewData';
import { VoucherMockup } from './VoucherMockup';

/** The page as its panel shows it: only the fields staff type (the block reason); the rest is the mock-up. */
const panelOf = (page: PageDefinition): PageDefinition => ({ ...page, schema: page.schema.filter((field) => !field.disabled) });

/**
 * The view `voucherPreview` of the form screen (spec §2 "Voucher preview screen"): the page's read action is called
 * with the route query (`id`, else `voucher`), the mode kept; a loader until the data arrives; then the phone-style
 * mock-up, and beside it the page's editable fields and its buttons for the mode (sync, block with the reason it
 * `requires`), which answer in an alert. After one succeeds, the voucher is read again.
 */
const VoucherPreviewView = ({ page, params, close }: { page: PageDefinition; params: FormParams; close?: () => void }) => {
  const translate = useTranslate();
  const mode = modeOf(params.mode, Boolean(params.id));
  const reads = Boolean(params.id || params.voucher);
  const { state, reload } = usePageRecord(page, { id: params.id, voucher: params.voucher }, reads);
  const query = useMemo(() => queryOf(page, mode, params), [page, mode, params]);
  const panel = useMemo(() => panelOf(page), [page]);
  const onDone = useDoneHandler({ reload, close, page });
  const record = 'record' in state ? state.record : undefined;
  const data = useMemo(() => (record ? previewDataOf(record) : null), [record]);
  // The voucher's fields under the form: confirm texts (#name#) and the id a basic call sends read them.
  const formRecord = useMemo(() => (data ? { ...data.voucherInfo } : null), [data]);

  if (!reads) return <ScreenMessage messageKey="app.pages.noData" />;
  if (state.status === 'loading' && !record) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={translate('app.voucherPreview.loading')} />
      </Box>
    );
  }
  if (state.status === 'failed') return <Alert severity="error" sx={{ my: 2 }}>{translate('app.pages.loadFailed')}</Alert>;
  if (state.status === 'missing') return <ScreenMessage messageKey="app.http.dataNotFound" />;
  if (!data || !formRecord) return <Alert severity="error" sx={{ my: 2 }}>{translate('app.pages.loadFailed')}</Alert>;
  const rereading = state.status === 'loading';
  return (
    <Box aria-busy={rereading || undefined}>
      {rereading ? <LinearProgress aria-label={translate('app.voucherPreview.loading')} sx={{ mb: 1 }} /> : null}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, alignItems: { xs: 'stretch', md: 'flex-start' }, py: 1 }}>
        <VoucherMockup data={data} />
        <Box component="section" aria-label={translate('app.voucherPreview.actions')} sx={{ flex: 1, minWidth: 0 }}>
          <PageForm page={panel} mode={mode} record={formRecord} query={query} onDone={onDone} />
        </Box>
      </Box>
    </Box>
  );
};

export default VoucherPreviewView;
