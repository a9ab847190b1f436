import { useMemo } from 'react';
import { clockDiffersFromBusiness } from '../../core/formatDate';
import { deviceTimeZone } from './deviceTimeZone';

/** The device's time zone, and whether its clock differs from the business zone the screens show times in. */
export const useDeviceZone = (): { zone: string; differs: boolean } =>
  useMemo(() => {
    const zone = deviceTimeZone();
    return { zone, differs: clockDiffersFromBusiness(zone, new Date()) };
  }, []);
