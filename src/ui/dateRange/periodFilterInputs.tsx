import type { ReactElement } from 'react';
import { useWatch } from 'react-hook-form';
import { SelectInput, type Validator } from 'react-admin';
import { DATE_RANGE_PRESETS } from '../../core/dateRanges';
import { CUSTOM_PERIOD, PERIOD_FILTER } from '../../dataProvider/periodFilter';
import { DayInput } from '../pickers/DayInput';

const PERIOD_CHOICES = [...DATE_RANGE_PRESETS, CUSTOM_PERIOD].map((period) => ({ id: period, name: `app.dateRange.presets.${period}` }));

/** An end before the start matches nothing: refused under the field and not applied, as the amount range is. */
const notBeforeFrom: Validator = (value: unknown, values: Record<string, unknown>) => {
  const from = values[PERIOD_FILTER.from];
  return typeof value === 'string' && value !== '' && typeof from === 'string' && from !== '' && value < from ? 'app.dateRange.fromAfterTo' : undefined;
};

/** A date of the custom range: shown only when the period says "Custom range" (a preset needs no dates). */
const CustomRangeDate = ({ source, label, validate }: { source: string; label: string; validate?: Validator; alwaysOn?: boolean }) => {
  const period: unknown = useWatch({ name: PERIOD_FILTER.period });
  return period === CUSTOM_PERIOD ? <DayInput source={source} label={label} {...(validate ? { validate } : {})} /> : null;
};

export interface PeriodLabels {
  period: string;
  from: string;
  to: string;
  any: string;
}

const DATE_RANGE_LABELS: PeriodLabels = {
  period: 'app.dateRange.period', from: 'app.dateRange.from', to: 'app.dateRange.to', any: 'app.dateRange.any',
};

/**
 * A list's period filter, always shown and labelled: the spec §9 presets or "Custom range" with two dates.
 * src/dataProvider/periodFilter.ts turns the values into `createdAt: { gte, lte }`.
 */
export const periodFilterInputs = (labels: PeriodLabels = DATE_RANGE_LABELS): ReactElement[] => [
  <SelectInput key={PERIOD_FILTER.period} source={PERIOD_FILTER.period} label={labels.period} choices={PERIOD_CHOICES} emptyText={labels.any} alwaysOn />,
  <CustomRangeDate key={PERIOD_FILTER.from} source={PERIOD_FILTER.from} label={labels.from} alwaysOn />,
  <CustomRangeDate key={PERIOD_FILTER.to} source={PERIOD_FILTER.to} label={labels.to} validate={notBeforeFrom} alwaysOn />,
];
