import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocaleState } from 'react-admin';
import { formatMoney } from '../../core/formatMoney';
import type { FigureRow } from './FiguresTable';

/**
 * Sales of each group (shop, service) as a bar under its full name, largest first. Names wrap rather than being cut
 * to an axis's width, where "Cửa hàng Quận 1" and "Cửa hàng Quận 3" both became "Cửa hàng Qu…"; plain HTML, so no
 * chart library for it. Hidden from screen readers, which read the section's FiguresTable.
 */
export const GroupBars = ({ rows }: { rows: readonly FigureRow[] }) => {
  const [locale] = useLocaleState();
  const largest = Math.max(1, ...rows.map((row) => row.amount));
  const ranked = [...rows].sort((a, b) => b.amount - a.amount);
  return (
    <Box component="ul" aria-hidden="true" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {ranked.map((row) => (
        <Box component="li" key={row.key} sx={{ py: 0.75 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{row.label}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatMoney(row.amount, locale)}</Typography>
          </Box>
          <Box sx={{ height: 8, mt: 0.5, borderRadius: 1, bgcolor: 'action.hover' }}>
            <Box sx={{ height: 1, width: `${(Math.max(row.amount, 0) / largest) * 100}%`, borderRadius: 1, bgcolor: 'primary.main' }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
};
