import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DATE_RANGE_PRESETS, type DateRangePreset, localCalendarDate } from '../../core/dateRanges';
import { formatDate } from '../../core/formatDate';
import { CUSTOM, type DateRangeChoice, customRangeProblem, rangeOfChoice } from './dateRangeChoice';

const CustomRangeFields = lazy(() => import('./CustomRangeFields'));

export interface DateRangePickerProps {
  value: DateRangeChoice;
  /** Called with a complete range only: a custom range is reported once both days are valid and in order. */
  onChange: (choice: DateRangeChoice) => void;
}

type Draft = { from: string | null; to: string | null };

/**
 * A date range (spec §9): a labelled select of the presets (Today, This Month, Last Month, This Year, Last Year)
 * and "Custom range", which shows two date fields; the range in force is said below, DD/MM/YYYY, politely
 * announced to screen readers when it changes.
 */
export const DateRangePicker = ({ value, onChange }: DateRangePickerProps) => {
  const translate = useTranslate();
  const id = useId();
  const range = rangeOfChoice(value);
  const [draft, setDraft] = useState<Draft>(() => ({ from: localCalendarDate(range.from), to: localCalendarDate(range.to) }));
  const problem = value.preset === CUSTOM ? customRangeProblem(draft.from, draft.to) : null;

  const choosePreset = (preset: DateRangePreset | typeof CUSTOM) => {
    if (preset !== CUSTOM) return onChange({ preset });
    // Custom starts from the range in force, so choosing it changes nothing until a day is changed.
    const start = { from: localCalendarDate(range.from), to: localCalendarDate(range.to) };
    setDraft(start);
    onChange({ preset: CUSTOM, ...start });
  };

  const changeDays = (from: string | null, to: string | null) => {
    setDraft({ from, to });
    if (from && to && customRangeProblem(from, to) === null) onChange({ preset: CUSTOM, from, to });
  };

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <TextField
          select
          id={`${id}-preset`}
          size="small"
          label={translate('app.dateRange.period')}
          value={value.preset}
          onChange={(event) => choosePreset(event.target.value as DateRangePreset | typeof CUSTOM)}
          sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0 }}
        >
          {[...DATE_RANGE_PRESETS, CUSTOM].map((preset) => (
            <MenuItem key={preset} value={preset}>
              {translate(`app.dateRange.presets.${preset}`)}
            </MenuItem>
          ))}
        </TextField>
        {value.preset === CUSTOM ? (
          <Suspense fallback={null}>
            <CustomRangeFields from={draft.from} to={draft.to} onChange={changeDays} problem={problem} idPrefix={id} />
          </Suspense>
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {translate('app.dateRange.shown', { from: formatDate(range.from), to: formatDate(range.to) })}
      </Typography>
    </Stack>
  );
};
