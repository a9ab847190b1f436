import type { ReactElement } from 'react';
import { SelectInput, TextInput } from 'react-admin';
import { LOYALTY_KINDS, LOYALTY_MESSAGES } from '../../api/loyalty';
import { normalizeVnMobile } from '../../core/phone';
import { EARN_POINT_FILTER as F } from './data';
import { useShopChoices } from '../../hooks/useShopChoices';
import { periodFilterInputs } from '../../ui/dateRange/periodFilterInputs';

const KIND_CHOICES = LOYALTY_KINDS.map((kind) => ({ id: kind, name: `app.loyalty.kinds.${kind}` }));
const ANY = 'app.dateRange.any';

/** A number typed so far that is not a Vietnamese mobile number says so under the field (and filters nothing). */
const mobileNumber = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && normalizeVnMobile(value) === null ? LOYALTY_MESSAGES.badPhone : undefined;

/**
 * The history's filters, always shown and each labelled: the period (spec §9 presets or a custom range), shop,
 * kind and the customer's phone in any Vietnamese format. data.ts makes the queryInput.
 */
export const useEarnPointFilters = (): ReactElement[] => {
  const shops = useShopChoices();
  return [
    ...periodFilterInputs(),
    <SelectInput key={F.shopId} source={F.shopId} label="app.earnPoints.fields.shop" choices={shops ?? []} isPending={!shops} translateChoice={false} emptyText={ANY} alwaysOn />,
    <SelectInput key={F.kind} source={F.kind} label="app.earnPoints.fields.kind" choices={KIND_CHOICES} emptyText={ANY} alwaysOn />,
    <TextInput
      key={F.phone}
      source={F.phone}
      label="app.earnPoints.filters.phone"
      validate={mobileNumber}
      slotProps={{ htmlInput: { maxLength: 20, inputMode: 'tel', autoComplete: 'off' } }}
      alwaysOn
    />,
  ];
};
