import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { format, isValid, parse } from 'date-fns';
import { type ReactNode, useEffect, useState } from 'react';
import { PickerLocalization as Localized } from './PickerLocalization';

/**
 * The MUI x-date-pickers behind the page engine's Date and Time widgets and the screens' day inputs (DayInput). A lazy
 * chunk: only screens that show a date or time field load it. The form holds plain strings ('YYYY-MM-DD', 'HH:mm');
 * the pickers work on Date objects.
 */
export interface PickerFieldProps {
  id: string;
  name: string;
  label: string;
  value: unknown;
  onChange: (value: string | null) => void;
  onBlur: () => void;
  disabled?: boolean;
  error: boolean;
  helperText: ReactNode;
  /** What describes the field: its required hint (see RequiredHint) and its message, when there are. */
  describedBy?: string;
}

const toDate = (value: unknown, pattern: string): Date | null => {
  if (typeof value !== 'string' || value === '') return null;
  const date = parse(value, pattern, new Date(2000, 0, 1));
  return isValid(date) ? date : null;
};

const toText = (date: Date | null, pattern: string): string | null => (date && isValid(date) ? format(date, pattern) : null);

/** The picker's own Date, so a half-typed date (invalid, saved as null) is not wiped by the form's null. */
const useDraft = (value: unknown, pattern: string, onChange: (value: string | null) => void) => {
  const [draft, setDraft] = useState<Date | null>(() => toDate(value, pattern));
  useEffect(() => {
    setDraft((current) => (toText(current, pattern) === (value ?? null) ? current : toDate(value, pattern)));
  }, [value, pattern]);
  const change = (date: Date | null) => {
    setDraft(date);
    onChange(toText(date, pattern));
  };
  return [draft, change] as const;
};

/**
 * The field is a group of spinbuttons (day, month, year): a group cannot carry `aria-required`, so the group is
 * described by the required hint beside its message (MUI describes it by the message only, even an empty one).
 */
const textField = (props: PickerFieldProps) => ({
  id: props.id,
  name: props.name,
  onBlur: props.onBlur,
  error: props.error,
  helperText: props.helperText,
  InputProps: { 'aria-describedby': props.describedBy },
});

/** Spec §9: shown DD/MM/YYYY, saved as the ISO date 'YYYY-MM-DD'. */
export const DatePickerField = (props: PickerFieldProps) => {
  const [draft, change] = useDraft(props.value, 'yyyy-MM-dd', props.onChange);
  return (
    <Localized>
      <DatePicker
        label={props.label}
        value={draft}
        onChange={change}
        format="dd/MM/yyyy"
        disabled={props.disabled}
        slotProps={{ textField: textField(props) }}
      />
    </Localized>
  );
};

/** Spec §9: 15-minute steps, 24-hour 'HH:mm'. */
export const TimePickerField = (props: PickerFieldProps) => {
  const [draft, change] = useDraft(props.value, 'HH:mm', props.onChange);
  return (
    <Localized>
      <TimePicker
        label={props.label}
        value={draft}
        onChange={change}
        format="HH:mm"
        ampm={false}
        minutesStep={15}
        timeSteps={{ minutes: 15 }}
        disabled={props.disabled}
        slotProps={{ textField: textField(props) }}
      />
    </Localized>
  );
};
