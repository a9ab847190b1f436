import Alert from '@mui/material/Alert';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { PageDefinition } from '../../api/pageDefinition';
import { apiForType } from '../pages';
import { type FormParams, modeOf, queryOf } from './formParams';
import { parseEmbed, type Values, withPrefill } from './formValues';
import { PageForm } from './PageForm';
import { RecordView } from './RecordView';
import { ScreenMessage } from './ScreenMessage';
import { useDoneHandler } from './useDoneHandler';
import { usePageRecord } from './usePageRecord';

interface FormViewProps {
  page: PageDefinition;
  params: FormParams;
  close?: (created?: Values) => void;
}

// The voucher mock-up is a chunk of its own: only a page whose view it is loads it.
const VoucherPreviewView = lazy(() => import('../vouchers/VoucherPreviewView'));

/**
 * A page's form for the /form route and the form modal (spec §2 "Generic form screen", §4 "Form screens"):
 * edit and changed need an id ('noData' otherwise); a page with a read action reads the record by id or
 * voucher (first row), and one it does not find is 'dataNotFound'; `embed` (and a route `voucher`, for a field of that name) prefill what the record lacks;
 * show mode is read-only.
 */
const GenericFormView = ({ page, params, close }: FormViewProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const mode = modeOf(params.mode, Boolean(params.id));
  const missingId = (mode === 'edit' || mode === 'changed') && !params.id;
  const reads = mode !== 'create' && !missingId && page.read !== undefined && Boolean(params.id || params.voucher);
  const { state, reload } = usePageRecord(page, { id: params.id, voucher: params.voucher }, reads);
  const [formKey, setFormKey] = useState(0);
  const query = useMemo(() => queryOf(page, mode, params), [page, mode, params]);
  const prefill = useMemo(() => {
    const fromRoute = params.voucher && page.schema.some((field) => field.field === 'voucher') ? { voucher: params.voucher } : {};
    return { ...fromRoute, ...parseEmbed(page, params.embed) };
  }, [page, params.voucher, params.embed]);
  const onDone = useDoneHandler({
    reload: reads ? reload : () => setFormKey((key) => key + 1),
    close,
    page,
    afterCreate: (created) => {
      if (created.id === undefined || created.id === null || !apiForType(page, 'update')) return false;
      navigate(`/form?${new URLSearchParams({ page: String(page.id), mode: 'edit', id: String(created.id) })}`, { replace: true });
      return true;
    },
  });
  if (missingId) return <ScreenMessage messageKey="app.pages.noData" />;
  if (state.status === 'loading' && !state.record) return <Loading />;
  if (state.status === 'failed') return <Alert severity="error" sx={{ my: 2 }}>{translate('app.pages.loadFailed')}</Alert>;
  // An id (or voucher) was given and the read found nothing: not found, not "needs an id".
  if (state.status === 'missing') return <ScreenMessage messageKey="app.http.dataNotFound" />;
  const loaded = 'record' in state && state.record ? state.record : params.id ? { id: params.id } : null;
  const record = withPrefill(loaded, mode === 'show' ? {} : prefill);
  if (mode === 'show') return record ? <RecordView page={page} mode={mode} record={record} query={query} onDone={onDone} /> : <ScreenMessage messageKey="app.pages.noData" />;
  return <PageForm key={formKey} page={page} mode={mode} record={record} query={query} onDone={onDone} />;
};

/** The view the definition selects (`view`): the generic form, or the voucher preview mock-up. */
export const FormView = (props: FormViewProps) =>
  props.page.view === 'voucherPreview' ? (
    <Suspense fallback={<Loading />}>
      <VoucherPreviewView {...props} />
    </Suspense>
  ) : (
    <GenericFormView {...props} />
  );
