import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import type { SettlementQuote } from '../../api/loyalty';
import { formatCount, formatMoney } from '../../core/formatMoney';
import { DetailRow } from '../../ui/DetailRow';
import { failureMessage } from '../../ui/feedback/failureMessage';

/**
 * What the chosen period would settle, as the server counts it now: redeemed points not yet settled and within the
 * redeem-expiry cycle, the rate and the amount in đồng. Announced politely as it changes with the period.
 */
export const SettlementQuotePanel = ({ quote, loading, failure, retry }: {
  quote: SettlementQuote | undefined;
  loading: boolean;
  /** Why the quote could not be had (a period the server refuses, a failed call): said, with a retry, not a spinner. */
  failure: unknown;
  retry: () => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const failed = failure && !loading ? failureMessage(failure) : null;
  return (
    <Box aria-live="polite" aria-busy={loading} sx={{ minHeight: 96 }}>
      {failed ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={retry}>{translate('ra.action.refresh')}</Button>}>
          {translate(failed.message, { ...failed.args, _: failed.message })}
        </Alert>
      ) : loading || !quote ? (
        <CircularProgress size={24} aria-label={translate('app.settlementPoints.quote.loading')} />
      ) : quote.points === 0 ? (
        <Typography>{translate('app.settlementPoints.quote.nothing')}</Typography>
      ) : (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, auto)' }, gap: 1, m: 0 }}>
          <div>
            <DetailRow label={translate('app.settlementPoints.fields.points')}>
              {translate('app.settlementPoints.quote.points', { points: formatCount(quote.points, locale), events: formatCount(quote.events, locale), smart_count: quote.events })}
            </DetailRow>
          </div>
          <div>
            <DetailRow label={translate('app.settlementPoints.fields.rate')}>{translate('app.settlementPoints.quote.rate', { rate: formatMoney(quote.rate, locale) })}</DetailRow>
          </div>
          <div>
            <DetailRow label={translate('app.settlementPoints.fields.amount')}>
              <Box component="strong">{formatMoney(quote.amount, locale)}</Box>
            </DetailRow>
          </div>
        </Box>
      )}
    </Box>
  );
};
