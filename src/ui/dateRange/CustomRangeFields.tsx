import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid, parse } from 'date-fns';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PickerLocalization } from '../pickers/PickerLocalization';

/**
 * The two days of a custom range (a lazy chunk: the x-date-pickers load only when "Custom range" is chosen), shown
 * DD/MM/YYYY (spec §9) and reported as 'YYYY-MM-DD', or null while a day is empty or half typed.
 */
export interface CustomRangeFieldsProps {
  from: string | null;
  to: string | null;
  onChange: (from: string | null, to: string | null) => void;
  /** A message key said under the second field (e.g. the start is after the end). */
  problem: string | null;
  idPrefix: string;
}

const toDate = (value: string | null): Date | null => {
  if (!value) return null;
  const date = parse(value, 'yyyy-MM-dd', new Date(2000, 0, 1));
  return isValid(date) ? date : null;
};

const toText = (date: Date | null): string | null => (date && isValid(date) ? format(date, 'yyyy-MM-dd') : null);

const CustomRangeFields = ({ from, to, onChange, problem, idPrefix }: CustomRangeFieldsProps) => {
  const translate = useTranslate();
  // The pickers' own dates, so that a half-typed day (reported as null) is not wiped under the user's hands.
  const [fromDate, setFromDate] = useState(() => toDate(from));
  const [toDay, setToDay] = useState(() => toDate(to));
  const changeFrom = (date: Date | null) => {
    setFromDate(date);
    onChange(toText(date), toText(toDay));
  };
  const changeTo = (date: Date | null) => {
    setToDay(date);
    onChange(toText(fromDate), toText(date));
  };
  return (
    <PickerLocalization>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label={translate('app.dateRange.from')}
          value={fromDate}
          onChange={changeFrom}
          format="dd/MM/yyyy"
          slotProps={{ textField: { id: `${idPrefix}-from`, size: 'small' } }}
        />
        <DatePicker
          label={translate('app.dateRange.to')}
          value={toDay}
          onChange={changeTo}
          format="dd/MM/yyyy"
          slotProps={{
            textField: {
              id: `${idPrefix}-to`,
              size: 'small',
              error: problem !== null,
              helperText: problem ? translate(problem) : undefined,
            },
          }}
        />
      </Stack>
    </PickerLocalization>
  );
};

export default CustomRangeFields;
