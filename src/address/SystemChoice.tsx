import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AddressSystem } from '../api/organisation';

interface SystemChoiceProps {
  id: string;
  value: AddressSystem;
  onChange: (system: AddressSystem) => void;
  disabled?: boolean;
}

const LABELS: Record<AddressSystem, string> = { '2025': 'app.widgets.address.system2025', legacy: 'app.widgets.address.systemLegacy' };

// Newest first: a new address is written in the 2025 units.
const ORDER: readonly AddressSystem[] = ['2025', 'legacy'];

/**
 * Which units the address is written in: native radios (arrow keys move, Space chooses), named as one group.
 * The picker clears the codes on a change: a code means another unit in the other system.
 */
export const SystemChoice = ({ id, value, onChange, disabled }: SystemChoiceProps) => {
  const translate = useTranslate();
  return (
    <RadioGroup
      row
      id={id}
      aria-label={translate('app.widgets.address.system')}
      value={value}
      onChange={(_event, chosen) => onChange(chosen === 'legacy' ? 'legacy' : '2025')}
    >
      {ORDER.map((system) => (
        <FormControlLabel key={system} value={system} disabled={disabled} control={<Radio size="small" />} label={translate(LABELS[system])} />
      ))}
    </RadioGroup>
  );
};
