import { useMemo, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { FieldTitle, InputHelperText, useTranslate } from 'react-admin';
import { MissingModelField } from './MissingModelField';
import { cellText, parseModelSelectField, searchColumnOf, selectOf, type ModelColumn } from './modelColumns';
import { DEFAULT_SORT, idsOfValue, isModelId, PICKER_PAGE_SIZE, sameId, searchFilter, type ModelId } from './modelApi';
import type { ModelWidgetProps } from './modelWidgetProps';
import { SEARCH_DEBOUNCE_MS } from './PickerDialog';
import { nameText } from './SingleModel';
import { useModelField } from './useModelField';
import { useModelNames, useModelPage } from './useModelData';
import { useDebounced } from '../../../hooks/useDebounced';


/**
 * SelectMultiple (the widget the spec spells SelectMutilple, §9): a multiple Autocomplete whose options come from the page's
 * api (the picker list call, searched on the first non-id column as the user types); the value is a list of ids.
 * Deviation from spec §8 ("fetch errors only logged"): the error is shown under the field instead, since a
 * logged error is invisible to the user and our tests treat console output as a bug.
 */
export const SelectMultiple = (props: ModelWidgetProps) => {
  const columns = useMemo(() => parseModelSelectField(props.modelSelectField), [props.modelSelectField]);
  if (!columns.length) return <MissingModelField source={props.source} label={props.label} message="app.widgets.picker.missingDropdownField" />;
  return <SelectMultipleInput {...props} columns={columns} />;
};

const SelectMultipleInput = ({ helperText, apiUrl, method, columns, ...props }: ModelWidgetProps & { columns: ModelColumn[] }) => {
  const translate = useTranslate();
  const { source, disabled } = props;
  const { id, field, fieldState, label, required, showError } = useModelField(props);
  const api = useMemo(() => ({ apiUrl, method }), [apiUrl, method]);
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const search = useDebounced(input, SEARCH_DEBOUNCE_MS);
  const searchColumn = searchColumnOf(columns);
  const ids = useMemo(() => idsOfValue(field.value), [field.value]);
  // Options are fetched only while the list is open.
  const { loading, data, error } = useModelPage(
    api,
    open ? { select: selectOf(columns), sort: DEFAULT_SORT, filters: searchFilter(searchColumn?.field, search), limit: PICKER_PAGE_SIZE, skip: 0 } : null,
  );
  const rows = data?.rows ?? [];
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(new Map());
  const { nameOf } = useModelNames(api, ids.filter((one) => !labels.has(String(one))));
  /** A chosen record's name when known: from the listed rows, remembered, or looked up. */
  const knownLabel = (one: ModelId): string | undefined => {
    const row = rows.find((candidate) => candidate.id !== undefined && sameId(candidate.id, one));
    const fromRow = row && searchColumn ? cellText(row, searchColumn.field) : '';
    return fromRow || labels.get(String(one)) || nameOf(one) || undefined;
  };
  // As SingleModel: '…' while the name is on its way, '#id' when there is no such record.
  const labelOf = (one: ModelId) => knownLabel(one) ?? nameText(nameOf, one);
  const options = rows.map((row) => row.id).filter(isModelId);
  return (
    <Autocomplete<ModelId, true>
      multiple
      id={id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      disabled={disabled}
      value={ids}
      options={options}
      loading={loading}
      filterOptions={(all) => all}
      filterSelectedOptions
      isOptionEqualToValue={(option, value) => sameId(option, value)}
      getOptionLabel={labelOf}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, value) => {
        // The known labels are remembered (the next search may no longer list the chosen rows); a name still on its
        // way is not, so that its lookup goes on.
        setLabels(new Map([...labels, ...value.flatMap((one) => {
          const known = knownLabel(one);
          return known ? [[String(one), known] as [string, string]] : [];
        })]));
        // Nothing chosen is no value (spec §5), so that a required field is reported missing.
        field.onChange(value.length ? value : null);
      }}
      onBlur={field.onBlur}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate('app.widgets.picker.noRows')}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={<FieldTitle label={label} source={source} />}
          // The spec's '(*)' is in the label; marked for assistive technology too, without a second asterisk.
          inputProps={{ ...params.inputProps, ...(required ? { 'aria-required': true } : {}) }}
          error={showError || error !== undefined}
          helperText={
            error !== undefined ? (
              translate('app.widgets.picker.optionsError')
            ) : (
              <InputHelperText error={showError ? fieldState.error?.message : undefined} helperText={helperText} />
            )
          }
          margin="dense"
        />
      )}
    />
  );
};
