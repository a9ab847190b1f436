import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { InputHelperText, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { RecordListQuery } from '../../../dataProvider/recordList';
import type { ModelApi, ModelRow } from '../models/modelApi';
import { parseModelSelectField } from '../models/modelColumns';
import { useModelField } from '../models/useModelField';
import { useModelPage } from '../models/useModelData';
import { MissingModelField } from '../models/MissingModelField';
import type { WidgetProps } from '../types';

export interface ModelCodeWidgetProps extends WidgetProps {
  api: ModelApi;
  /** 'code$$Mã,name$$Tên': the first column is the value stored, the others are shown beside it. */
  modelSelectField?: string;
}

const SEARCH_LIMIT = 20;

const textOf = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * ModelCode: one record of the field's api, chosen by its code (the first `modelSelectField` column) in a search
 * box, and stored as that code (page 45's `voucher`). A value the form opened with (a link gave it) is fixed: shown
 * read-only, by code and name.
 */
export const ModelCodeWidget = (props: ModelCodeWidgetProps) => {
  const columns = useMemo(() => parseModelSelectField(props.modelSelectField), [props.modelSelectField]);
  if (!columns.length) return <MissingModelField source={props.source} label={props.label} message="app.widgets.picker.missingModelSelectField" />;
  return <ModelCodeInput {...props} codeField={columns[0].field} shownFields={columns.map((column) => column.field)} />;
};

const ModelCodeInput = ({ api, codeField, shownFields, helperText, ...props }: ModelCodeWidgetProps & { codeField: string; shownFields: string[] }) => {
  const translate = useTranslate();
  const { id, field, fieldState, label, required, showError } = useModelField(props);
  const { defaultValues } = useFormState();
  const fixed = props.disabled === true || textOf(defaultValues?.[props.source]) !== '';
  const value = textOf(field.value);
  const [search, setSearch] = useState('');
  // The row just picked: shown by code and name at once, before the lookup of the chosen code answers.
  const [picked, setPicked] = useState<ModelRow | null>(null);
  const select = [...new Set(['id', ...shownFields])].join(',');
  const searchQuery = useMemo<RecordListQuery | null>(() => (fixed ? null : {
    select, sort: [{ [codeField]: 'asc' }], limit: SEARCH_LIMIT, skip: 0,
    filters: search.trim() === '' ? {} : { [codeField]: { contains: search.trim() } },
  }), [fixed, select, codeField, search]);
  const chosenQuery = useMemo<RecordListQuery | null>(
    () => (value === '' ? null : { select, sort: [], filters: { [codeField]: value }, limit: 1, skip: 0 }), [select, codeField, value],
  );
  const options = useModelPage(api, searchQuery);
  const chosen = useModelPage(api, chosenQuery);
  const chosenRow = [picked, ...(chosen.data?.rows ?? [])].find((row) => row !== null && textOf(row[codeField]) === value) ?? null;
  const describe = (row: ModelRow) => shownFields.map((name) => textOf(row[name])).filter((text) => text !== '').join(' — ');
  const shown = value === '' ? '' : chosenRow ? describe(chosenRow) : value;
  const help = <InputHelperText error={showError ? fieldState.error?.message : undefined} helperText={helperText} />;

  if (fixed) {
    return (
      <TextField
        id={id} label={label} value={shown} margin="dense" size="small" fullWidth
        slotProps={{ input: { readOnly: true }, htmlInput: { 'aria-readonly': true } }}
        helperText={help} error={showError}
      />
    );
  }
  const rows = options.data?.rows ?? options.previous?.rows ?? [];
  return (
    <Autocomplete<ModelRow>
      id={id}
      options={rows}
      value={chosenRow ?? (value === '' ? null : ({ [codeField]: value } as ModelRow))}
      filterOptions={(all) => all}
      getOptionLabel={describe}
      isOptionEqualToValue={(option, current) => textOf(option[codeField]) === textOf(current[codeField])}
      loading={options.loading}
      loadingText={translate('app.widgets.modelCode.loading')}
      noOptionsText={translate(options.error ? 'app.widgets.modelCode.failed' : 'app.widgets.modelCode.none')}
      onInputChange={(_event, text, reason) => { if (reason === 'input') setSearch(text); }}
      onChange={(_event, row) => {
        setPicked(row);
        field.onChange(row ? textOf(row[codeField]) : '');
        setSearch('');
      }}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label} margin="dense" size="small" placeholder={translate('app.widgets.modelCode.search')}
          error={showError} helperText={help} inputRef={field.ref}
          inputProps={{ ...params.inputProps, ...(required ? { 'aria-required': true } : {}) }}
        />
      )}
    />
  );
};
