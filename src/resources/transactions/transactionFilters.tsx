import type { ReactElement } from 'react';
import { useWatch } from 'react-hook-form';
import { DateInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { SALES_LIMITS, TRANSACTION_STATUSES } from '../../api/sales';
import { DATE_RANGE_PRESETS } from '../../core/dateRanges';
import { CUSTOM_PERIOD, TRANSACTION_FILTER as F } from '../../dataProvider/transactionQuery';
import { useFilterChoices } from './useFilterChoices';

const PERIOD_CHOICES = [...DATE_RANGE_PRESETS, CUSTOM_PERIOD].map((period) => ({ id: period, name: `app.dateRange.presets.${period}` }));
const STATUS_CHOICES = TRANSACTION_STATUSES.map((status) => ({ id: status, name: `app.sales.statuses.${status}` }));
const ANY = 'app.transactions.filters.any';

/** A date of the custom range: shown only when the period says "Custom range" (a preset needs no dates). */
const CustomRangeDate = ({ source, label }: { source: string; label: string; alwaysOn?: boolean }) => {
  const period: unknown = useWatch({ name: F.period });
  return period === CUSTOM_PERIOD ? <DateInput source={source} label={label} /> : null;
};

/**
 * The history's filters, always shown and each labelled: the period (spec §9 presets, or a custom range), status,
 * service, shop, reference search and amount range. src/dataProvider/transactionQuery.ts turns their values into
 * findTransactions' `queryInput`.
 */
export const useTransactionFilters = (): ReactElement[] => {
  const { services, shops } = useFilterChoices();
  return [
    <SelectInput key={F.period} source={F.period} label="app.transactions.filters.period" choices={PERIOD_CHOICES} emptyText={ANY} alwaysOn />,
    <CustomRangeDate key={F.from} source={F.from} label="app.transactions.filters.from" alwaysOn />,
    <CustomRangeDate key={F.to} source={F.to} label="app.transactions.filters.to" alwaysOn />,
    <SelectInput key={F.status} source={F.status} label="app.transactions.fields.status" choices={STATUS_CHOICES} emptyText={ANY} alwaysOn />,
    <SelectInput
      key={F.serviceCode}
      source={F.serviceCode}
      label="app.transactions.fields.service"
      choices={services ?? []}
      isPending={!services}
      translateChoice={false}
      emptyText={ANY}
      alwaysOn
    />,
    <SelectInput key={F.shopId} source={F.shopId} label="app.transactions.fields.shop" choices={shops ?? []} isPending={!shops} translateChoice={false} emptyText={ANY} alwaysOn />,
    <TextInput key={F.reference} source={F.reference} label="app.transactions.filters.reference" slotProps={{ htmlInput: { maxLength: SALES_LIMITS.referenceMaxLength } }} alwaysOn />,
    <NumberInput key={F.amountMin} source={F.amountMin} label="app.transactions.filters.amountMin" min={0} step={1000} alwaysOn />,
    <NumberInput key={F.amountMax} source={F.amountMax} label="app.transactions.filters.amountMax" min={0} step={1000} alwaysOn />,
  ];
};
