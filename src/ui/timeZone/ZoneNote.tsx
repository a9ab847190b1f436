import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../visuallyHidden';
import { useDeviceZone } from './useDeviceZone';

/**
 * Every time on the screens is Vietnam time (spec §9); a device elsewhere reads its own clock differently, so the
 * app bar says which clock the times follow, only then.
 */
export const ZoneNote = () => {
  const translate = useTranslate();
  const { zone, differs } = useDeviceZone();
  if (!differs) return null;
  return (
    <Typography variant="body2" component="p" sx={{ mx: 1, whiteSpace: 'nowrap' }} data-testid="zone-note">
      {/* A phone's app bar has room for the offset only. */}
      <Box component="span" aria-hidden="true" sx={{ display: { xs: 'none', sm: 'inline' } }}>{translate('app.timeZone.short')}</Box>
      <Box component="span" aria-hidden="true" sx={{ display: { xs: 'inline', sm: 'none' } }}>{translate('app.timeZone.offset')}</Box>
      <Box component="span" sx={visuallyHidden}>{translate('app.timeZone.explain', { zone })}</Box>
    </Typography>
  );
};

/** ' (GMT+7)' after a time shown alone (a profile's last sign-in) on a device whose clock differs; '' otherwise. */
export const useZoneSuffix = (): string => {
  const translate = useTranslate();
  return useDeviceZone().differs ? ` (${translate('app.timeZone.offset')})` : '';
};
