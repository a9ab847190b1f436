import { useMemo } from 'react';
import { clockDiffersFromBusiness } from '../../core/formatDate';

/** The device's time zone, and whether its clock differs from the business zone the screens show times in. */
export const useDeviceZone = (): { zone: string; differs: boolean } =>
  useMemo(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return { zone, differs: clockDiffersFromBusiness(zone, new Date()) };
  }, []);
