import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import type { SettlementQuote } from '../../api/loyalty';
import { formatCount, formatMoney } from '../../core/formatMoney';
import { DetailRow } from '../../ui/DetailRow';

/**
 * What the chosen period would settle, as the server counts it now: redeemed points not yet settled and within the
 * redeem-expiry cycle, the rate and the amount in đồng. Announced politely as it changes with the period.
 */
export const SettlementQuotePanel = ({ quote, loading }: { quote: SettlementQuote | undefined; loading: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box aria-live="polite" aria-busy={loading} sx={{ minHeight: 96 }}>
      {loading || !quote ? (
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
