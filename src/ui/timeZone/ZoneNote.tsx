import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../visuallyHidden';
import { useDeviceZone } from './useDeviceZone';

/**
 * Every time on the screens is Vietnam time (spec §9); a device elsewhere reads its own clock differently, so the
 * shell says which clock the times follow, only then: in the app bar, or in the side menu where a phone's app bar
 * has no room (`sx` picks where it shows).
 */
export const ZoneNote = ({ sx }: { sx?: SxProps<Theme> }) => {
  const translate = useTranslate();
  const { zone, differs } = useDeviceZone();
  if (!differs) return null;
  return (
    <Typography variant="body2" component="p" sx={[{ mx: 1, whiteSpace: 'nowrap' }, ...(Array.isArray(sx) ? sx : [sx])]} data-testid="zone-note">
      <span aria-hidden="true">{translate('app.timeZone.short')}</span>
      <Box component="span" sx={visuallyHidden}>{translate('app.timeZone.explain', { zone })}</Box>
    </Typography>
  );
};

/** ' (GMT+7)' after a time shown alone (a profile's last sign-in) on a device whose clock differs; '' otherwise. */
export const useZoneSuffix = (): string => {
  const translate = useTranslate();
  return useDeviceZone().differs ? ` (${translate('app.timeZone.offset')})` : '';
};
