import { useEffect, useState } from 'react';
import type { AddressSystem } from '../api/organisation';
import type { Area } from './areaIndex';
import { loadAreas, loadAreas2025 } from './loadAreas';

/** What the picker needs of either system's units; in 2025 there are no districts and wards hang under provinces. */
export interface PickerUnits {
  hasDistricts: boolean;
  provinces: readonly Area[];
  province: (code: string | null | undefined) => Area | undefined;
  districtsOf: (provinceCode: string | null | undefined) => readonly Area[];
  district: (code: string | null | undefined) => Area | undefined;
  /** The wards under a legacy district, or under a 2025 province. */
  wardsOf: (parentCode: string | null | undefined) => readonly Area[];
  ward: (code: string | null | undefined) => Area | undefined;
}

const NONE: readonly Area[] = [];

const loadUnits = async (system: AddressSystem): Promise<PickerUnits> => {
  if (system === 'legacy') return { hasDistricts: true, ...(await loadAreas()) };
  const index = await loadAreas2025();
  return { hasDistricts: false, ...index, districtsOf: () => NONE, district: () => undefined };
};

/** The units of `system`, loaded on first use (each system is its own chunk); reloaded when the system changes. */
export const useUnits = (system: AddressSystem): { units?: PickerUnits; failed?: boolean } => {
  const [state, setState] = useState<{ system: AddressSystem; units?: PickerUnits; failed?: boolean }>({ system });
  useEffect(() => {
    let live = true;
    loadUnits(system).then(
      (units) => live && setState({ system, units }),
      () => live && setState({ system, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [system]);
  // Until the new system's units arrive, the previous system's are not shown as this one's.
  return state.system === system ? state : {};
};
