import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatCount, formatMoney } from '../../core/formatMoney';
import { LOAD_ONCE } from '../../dataProvider/queries';
import { DetailRow } from '../../ui/DetailRow';
import { fetchLoyaltyRules } from './loyaltyApi';
import { earnPointKeys } from './data';

/**
 * The loyalty rules in force (spec §9 "Loyalty texts": the earning rate in percent, the point's value, the expiry
 * and redeem-expiry cycles in days), as the server is configured: what the history's numbers follow.
 */
export const LoyaltyRulesPanel = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const headingId = useId();
  const rules = useQuery({ queryKey: earnPointKeys.loyaltyRules(), queryFn: ({ signal }) => fetchLoyaltyRules(signal), ...LOAD_ONCE });
  if (!rules.data) return null;
  const { earnRatePercent, pointValue, expiryDays, redeemExpiryDays } = rules.data;
  const days = (count: number) => translate('app.earnPoints.rules.days', { count: formatCount(count, locale), smart_count: count });
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <InfoOutlined color="info" fontSize="small" aria-hidden />
        <Typography id={headingId} component="h2" variant="subtitle1">
          {translate('app.earnPoints.rules.title')}
        </Typography>
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, auto)' }, gap: 1, m: 0 }}>
        <div>
          <DetailRow label={translate('app.earnPoints.rules.earnRate')}>{translate('app.earnPoints.rules.earnRateValue', { rate: earnRatePercent })}</DetailRow>
        </div>
        <div>
          <DetailRow label={translate('app.earnPoints.rules.pointValue')}>{formatMoney(pointValue, locale)}</DetailRow>
        </div>
        <div>
          <DetailRow label={translate('app.earnPoints.rules.expiry')}>{days(expiryDays)}</DetailRow>
        </div>
        <div>
          <DetailRow label={translate('app.earnPoints.rules.redeemExpiry')}>{days(redeemExpiryDays)}</DetailRow>
        </div>
      </Box>
    </Paper>
  );
};
