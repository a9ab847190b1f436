import Box from '@mui/material/Box';
import { useLocaleState } from 'react-admin';
import { formatCount } from '../../core/formatMoney';

/**
 * Signed points: "+50" earned, "−20" taken (redeemed, expired, settled). The sign says it; the colour (dark
 * shades, readable on white) only repeats it.
 */
export const PointsValue = ({ points }: { points: number }) => {
  const [locale] = useLocaleState();
  const sign = points > 0 ? '+' : points < 0 ? '−' : '';
  return (
    <Box component="span" sx={{ fontWeight: 600, color: points > 0 ? 'success.dark' : points < 0 ? 'error.dark' : 'text.primary' }}>
      {sign}
      {formatCount(Math.abs(points), locale)}
    </Box>
  );
};
