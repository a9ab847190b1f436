import type { ReactElement } from 'react';
import { NullableBooleanInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { DayInput } from '../../ui/pickers/DayInput';
import type { PageDefinition } from '../../api/pageDefinition';
import { RANGE_SUFFIXES } from '../dataProvider';
import { labelOf, optionsOf } from './widgetProps';

/**
 * The list's filters (`list.filters`), always shown: text `{contains}`, Enum a choice, Checkbox yes/no, Date a
 * from/to range (src/dynamic/dataProvider/listQuery.ts turns them into `queryInput`).
 */
export const useListFilters = (page: PageDefinition): ReactElement[] => {
  const translate = useTranslate();
  return (page.list?.filters ?? []).flatMap((name) => {
    const field = page.schema.find((one) => one.field === name);
    if (!field) return [];
    const label = labelOf(field);
    switch (field.widget) {
      case 'Enum':
        return [
          <SelectInput key={name} source={name} label={label} choices={optionsOf(field)} optionValue="key" optionText="value" translateChoice={false} alwaysOn />,
        ];
      case 'Checkbox':
        return [<NullableBooleanInput key={name} source={name} label={label} alwaysOn />];
      case 'Date':
        return [
          <DayInput key={`${name}-from`} source={`${name}${RANGE_SUFFIXES.gte}`} label={translate('app.pages.rangeFrom', { field: label })} alwaysOn />,
          <DayInput key={`${name}-to`} source={`${name}${RANGE_SUFFIXES.lte}`} label={translate('app.pages.rangeTo', { field: label })} alwaysOn />,
        ];
      default:
        return [<TextInput key={name} source={name} label={label} alwaysOn />];
    }
  });
};
