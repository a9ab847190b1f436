import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ApiDefinition, PageDefinition } from '../../../api/pageDefinition';
import type { PhoneImportRefusal } from '../../../api/voucherPhones';
import { formatCount } from '../../../core/formatMoney';
import { saveFile } from '../../../dataProvider/saveFile';
import { FileButton } from '../FileButton';
import { csvLines, isWorkbook, pastedLines, type PhoneLine, xlsxLines } from './phoneLines';
import { type PhoneImportState, usePhoneImport } from './usePhoneImport';

/** The form field holding the voucher's code the numbers are imported for (page 45's `voucher`). */
const VOUCHER_FIELD = 'voucher';
/** Refused lines listed on screen; the full list is the CSV download. */
const SHOWN_REFUSALS = 100;

const FILE_TYPES = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const Progress = ({ state, onCancel }: { state: PhoneImportState; onCancel: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const textId = useId();
  const percent = state.total === 0 ? 0 : Math.round((state.done / state.total) * 100);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <LinearProgress
        variant="determinate" value={percent} sx={{ flex: 1 }}
        aria-label={translate('app.widgets.phoneImport.progress')} aria-describedby={textId}
        aria-valuetext={translate('app.widgets.phoneImport.progressText', { done: formatCount(state.done, locale), total: formatCount(state.total, locale) })}
      />
      <Typography id={textId} variant="body2">
        {translate('app.widgets.phoneImport.progressText', { done: formatCount(state.done, locale), total: formatCount(state.total, locale) })}
      </Typography>
      {state.status === 'running' ? <Button size="small" onClick={onCancel}>{translate('app.widgets.phoneImport.cancel')}</Button> : null}
    </Stack>
  );
};

const Refusals = ({ refused }: { refused: PhoneImportRefusal[] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = useId();
  if (refused.length === 0) return null;
  const reason = (refusal: PhoneImportRefusal) => translate(`app.widgets.phone.problems.${refusal.problem}`);
  const download = () => {
    const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
    const body = refused.map((refusal) => `${refusal.line},${quote(reason(refusal))}`).join('\r\n');
    const blob = new Blob([`\uFEFF${translate('app.widgets.phoneImport.csvHeader')}\r\n${body}\r\n`], { type: 'text/csv;charset=utf-8' });
    saveFile({ blob, fileName: null, headers: new Headers() }, 'refused-lines.csv');
  };
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" variant="subtitle2">{translate('app.widgets.phoneImport.refusedTitle')}</Typography>
      <List dense sx={{ maxHeight: 240, overflow: 'auto' }} tabIndex={0} aria-labelledby={titleId}>
        {refused.slice(0, SHOWN_REFUSALS).map((refusal) => (
          <ListItem key={`${refusal.line}-${refusal.problem}`} disableGutters>
            {translate('app.widgets.phoneImport.refusedLine', { line: refusal.line, reason: reason(refusal) })}
          </ListItem>
        ))}
      </List>
      {refused.length > SHOWN_REFUSALS ? (
        <Typography variant="body2">
          {translate('app.widgets.phoneImport.refusedMore', { shown: SHOWN_REFUSALS, count: formatCount(refused.length, locale) })}
        </Typography>
      ) : null}
      <Button size="small" onClick={download}>{translate('app.widgets.phoneImport.download')}</Button>
    </Box>
  );
};

const Outcome = ({ state, onRetry }: { state: PhoneImportState; onRetry: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (state.status === 'idle' || state.status === 'running') return null;
  const counts = { added: formatCount(state.added, locale), existing: formatCount(state.existing, locale), refused: formatCount(state.refused.length, locale) };
  return (
    <Stack spacing={1}>
      <Alert severity={state.status === 'done' ? 'success' : 'warning'} role="status">
        {translate('app.widgets.phoneImport.summary', counts)}
        {state.status === 'cancelled' ? (
          <> {translate('app.widgets.phoneImport.cancelled', { done: formatCount(state.done, locale), total: formatCount(state.total, locale) })}</>
        ) : null}
      </Alert>
      {state.status === 'failed' ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{translate('app.widgets.phoneImport.retry')}</Button>}>
          {translate('app.widgets.phoneImport.failed', { line: state.failedLine ?? '' })}
        </Alert>
      ) : null}
      <Refusals refused={state.refused} />
    </Stack>
  );
};

/**
 * PhoneImport: many numbers at once for the voucher of the form's `voucher` field, pasted (one per line, or
 * separated by commas, semicolons or spaces) or from a CSV or XLSX file, sent to the field's import api in batches
 * with the progress shown, then how many were added, how many were already there and which lines were refused.
 * It holds no value of its own: the form's save ignores it.
 */
export const PhoneImport = ({ page, api, label }: { page: PageDefinition; api: ApiDefinition | undefined; label: string }) => {
  const translate = useTranslate();
  const voucher = useWatch({ name: VOUCHER_FIELD }) as unknown;
  const code = typeof voucher === 'string' ? voucher.trim() : '';
  const { state, start, retry, cancel } = usePhoneImport(page, api);
  const [pasted, setPasted] = useState('');
  const [notice, setNotice] = useState<{ severity: 'info' | 'error'; text: string } | null>(null);
  const titleId = useId();
  const busy = state.status === 'running' || notice?.severity === 'info';
  const blocked = code === '' || api === undefined;

  const begin = (lines: PhoneLine[]) => {
    if (lines.length === 0) setNotice({ severity: 'error', text: translate('app.widgets.phoneImport.nothing') });
    else {
      setNotice(null);
      start(code, lines);
    }
  };
  const readFile = async (file: File) => {
    setNotice({ severity: 'info', text: translate('app.widgets.phoneImport.reading', { name: file.name }) });
    let lines: PhoneLine[];
    try {
      lines = isWorkbook(file) ? await xlsxLines(file) : await csvLines(file);
    } catch {
      setNotice({ severity: 'error', text: translate('app.widgets.phoneImport.unreadable', { name: file.name }) });
      return;
    }
    begin(lines);
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ my: 2 }}>
      <Typography id={titleId} component="h2" variant="h6">{label}</Typography>
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {code === '' ? <Typography variant="body2" color="text.secondary">{translate('app.widgets.phoneImport.chooseVoucher')}</Typography> : null}
        <TextField
          label={translate('app.widgets.phoneImport.paste')} helperText={translate('app.widgets.phoneImport.pasteHelp')}
          multiline minRows={4} maxRows={12} value={pasted} onChange={(event) => setPasted(event.target.value)} disabled={busy}
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" size="small" disabled={busy || blocked || pasted.trim() === ''} onClick={() => begin(pastedLines(pasted))}>
            {translate('app.widgets.phoneImport.importPasted')}
          </Button>
          <FileButton accept={FILE_TYPES} disabled={busy || blocked} onFile={(file) => void readFile(file)}>
            {translate('app.widgets.phoneImport.file')}
          </FileButton>
        </Stack>
        <Typography variant="caption" color="text.secondary">{translate('app.widgets.phoneImport.fileHelp')}</Typography>
        {notice ? <Alert severity={notice.severity}>{notice.text}</Alert> : null}
        {state.status !== 'idle' ? <Progress state={state} onCancel={cancel} /> : null}
        <Outcome state={state} onRetry={retry} />
      </Stack>
    </Box>
  );
};
