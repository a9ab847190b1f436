import type { Validator } from 'react-admin';
import { readAddress } from './addressValue';

/**
 * A validator for `AddressInput`: the address must reach a ward, through a district in the legacy units. react-admin's
 * `required()` would accept `{ system: '2025', provinceCode: '01', … }` (a non-empty object) with no ward chosen.
 * Marked `isRequired` so that the label shows the asterisk, as with `required()`.
 */
export const areaRequired = (): Validator =>
  Object.assign(
    (value: unknown) => {
      const area = readAddress(value);
      const complete = area.provinceCode && area.wardCode && (area.system === '2025' || area.districtCode);
      if (complete) return undefined;
      return area.system === 'legacy' ? 'app.widgets.address.incompleteLegacy' : 'app.widgets.address.incomplete2025';
    },
    { isRequired: true },
  );
