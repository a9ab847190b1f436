import type { ReactElement } from 'react';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { AMOUNT_REVERSED, SALES_LIMITS, TRANSACTION_STATUSES } from '../../api/sales';
import { TRANSACTION_FILTER as F } from './data';
import { periodFilterInputs } from '../../ui/dateRange/periodFilterInputs';
import { MoneyInput } from '../../ui/MoneyInput';
import { useFilterChoices } from './useFilterChoices';

const STATUS_CHOICES = TRANSACTION_STATUSES.map((status) => ({ id: status, name: `app.sales.statuses.${status}` }));
const ANY = 'app.transactions.filters.any';
/** The end of the amount range below its start matches nothing: refused under the field, as the server refuses it. */
const notBelowMin = (value: unknown, values: Record<string, unknown>) => {
  const min = values[F.amountMin];
  return typeof value === 'number' && typeof min === 'number' && value < min ? AMOUNT_REVERSED : undefined;
};

const PERIOD_LABELS = {
  period: 'app.transactions.filters.period', from: 'app.transactions.filters.from', to: 'app.transactions.filters.to', any: ANY,
};

/**
 * The history's filters, always shown and each labelled: the period (spec §9 presets, or a custom range), status,
 * service, shop, reference search and amount range. data.ts turns their values into
 * findTransactions' `queryInput`.
 */
export const useTransactionFilters = (): ReactElement[] => {
  const { services, shops } = useFilterChoices();
  const translate = useTranslate();
  return [
    ...periodFilterInputs(PERIOD_LABELS),
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
    // Whole đồng read by parseMoney: an amount it cannot read is refused by name and not applied (react-admin's filter
    // form applies only valid values).
    <MoneyInput key={F.amountMin} source={F.amountMin} label={translate('app.transactions.filters.amountMin')} alwaysOn />,
    <MoneyInput key={F.amountMax} source={F.amountMax} label={translate('app.transactions.filters.amountMax')} validate={notBelowMin} alwaysOn />,
  ];
};
