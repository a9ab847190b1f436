import IndeterminateCheckBoxIcon from '@mui/icons-material/IndeterminateCheckBox';
import Checkbox, { type CheckboxProps } from '@mui/material/Checkbox';

interface GroupCheckboxProps extends Omit<CheckboxProps, 'indeterminate' | 'checked'> {
  /** Every item of the group is chosen. */
  all: boolean;
  /** Some, not all. */
  some: boolean;
  label: string;
}

/**
 * A "select all" of a group, shown mixed when only some items are: the native input's own `indeterminate` state
 * (what screen readers announce as "mixed"), not MUI's `aria-checked="mixed"` on a native checkbox, which
 * contradicts its checked state (axe: aria-conditional-attr).
 */
export const GroupCheckbox = ({ all, some, label, slotProps, ...props }: GroupCheckboxProps) => {
  const mixed = some && !all;
  return (
    <Checkbox
      {...props}
      checked={all}
      icon={mixed ? <IndeterminateCheckBoxIcon /> : undefined}
      slotProps={{
        ...slotProps,
        input: {
          'aria-label': label,
          ref: (input: HTMLInputElement | null) => {
            if (input) input.indeterminate = mixed;
          },
        },
      }}
    />
  );
};
