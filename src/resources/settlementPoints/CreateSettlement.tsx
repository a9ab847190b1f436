import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LOYALTY_MESSAGES, type SettlementPeriod } from '../../api/loyalty';
import { localCalendarDate } from '../../core/dateRanges';
import { LOAD_ONCE } from '../../dataProvider/queries';
import { DateRangePicker } from '../../ui/dateRange/DateRangePicker';
import { type DateRangeChoice, rangeOfChoice } from '../../ui/dateRange/dateRangeChoice';
import type { ScreenProps } from '../screen';
import { fetchSettlementQuote, requestSettlement } from './settlementApi';
import { SettlementQuotePanel } from './SettlementQuotePanel';
import { settlementKeys } from './data';

/** The local days a choice covers, as the calls take them. */
const periodOf = (choice: DateRangeChoice): SettlementPeriod => {
  if (choice.preset === 'custom') return { periodFrom: choice.from, periodTo: choice.to };
  const range = rangeOfChoice(choice);
  return { periodFrom: localCalendarDate(range.from), periodTo: localCalendarDate(range.to) };
};

/** A refusal's message key when the server gave one the app knows, else a general one. */
const refusalOf = (error: unknown): string =>
  error instanceof Error && error.message.startsWith('app.') ? error.message : 'app.settlementPoints.failed';

/**
 * /createSettlementPoint (spec §2): the period (the spec's presets or two days), the live quote of what it would
 * settle, then one request. The button is off while the request runs and when there is nothing to settle; the
 * server takes each redeemed point once whatever the client does (a second request answers nothingToSettle).
 */
const CreateSettlement = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<DateRangeChoice>({ preset: 'lastMonth' });
  const period = periodOf(choice);
  const quote = useQuery({
    queryKey: settlementKeys.quote(period.periodFrom, period.periodTo),
    queryFn: ({ signal }) => fetchSettlementQuote(period, signal),
    ...LOAD_ONCE,
  });
  const submit = useMutation({
    mutationFn: () => requestSettlement(period),
    onSuccess: async () => {
      notify(LOYALTY_MESSAGES.settlementRequested, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: settlementKeys.quote(period.periodFrom, period.periodTo) });
      navigate('/settlement-point');
    },
    // What was quoted may have been taken meanwhile (another tab, another user): ask again.
    onError: () => quote.refetch(),
  });
  // A double click lands twice before the button is re-rendered disabled, or after a fast answer: the first press
  // holds this until a refusal (a success leaves the screen), so the form sends one request.
  const sending = useRef(false);
  const send = () => {
    if (sending.current) return;
    sending.current = true;
    submit.mutate(undefined, { onError: () => { sending.current = false; } });
  };
  const nothing = quote.data?.points === 0;
  return (
    <Box sx={{ mt: 2, maxWidth: 900 }}>
      <Typography component="h1" variant="h5">
        {translate(titleKey)}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <Stack spacing={2}>
          <Typography>{translate('app.settlementPoints.intro')}</Typography>
          <DateRangePicker
            value={choice}
            onChange={(next) => {
              submit.reset();
              setChoice(next);
            }}
          />
          <Typography component="h2" variant="subtitle1">
            {translate('app.settlementPoints.quote.title')}
          </Typography>
          <SettlementQuotePanel quote={quote.data} loading={quote.isFetching} failure={quote.error} retry={() => void quote.refetch()} />
          {submit.isError ? <Alert severity="error">{translate(refusalOf(submit.error))}</Alert> : null}
          <Stack direction="row" spacing={2}>
            <Button variant="contained" disabled={!quote.data || nothing || quote.isFetching || submit.isPending} onClick={send}>
              {translate(submit.isPending ? 'app.settlementPoints.submitting' : 'app.settlementPoints.submit')}
            </Button>
            <Button component={RouterLink} to="/settlement-point">
              {translate('app.settlementPoints.cancel')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
};

export default CreateSettlement;
