import { useMemo, useState } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { FieldTitle, InputHelperText, useInput, useTranslate, useTranslateLabel } from 'react-admin';
import { MissingModelField } from './MissingModelField';
import { parseModelSelectField, type ModelColumn } from './modelColumns';
import { isModelId, type ModelId, type ModelRow } from './modelApi';
import type { ModelWidgetProps } from './modelWidgetProps';
import { PickerDialog } from './PickerDialog';
import { useModelNames } from './useModelData';

/** Names carried by rows just chosen, so that they need no lookup. */
export const namesOfRows = (rows: readonly ModelRow[]): [ModelId, string][] =>
  rows.flatMap((row) => (isModelId(row.id) && typeof row.name === 'string' ? [[row.id, row.name] as [ModelId, string]] : []));

/** SingleModel (spec §9): one record id, chosen in the picker dialog; shows the record's name. */
export const SingleModel = (props: ModelWidgetProps) => {
  const columns = useMemo(() => parseModelSelectField(props.modelSelectField), [props.modelSelectField]);
  if (!columns.length) return <MissingModelField source={props.source} label={props.label} message="app.widgets.picker.missingModelSelectField" />;
  return <SingleModelInput {...props} columns={columns} />;
};

const SingleModelInput = ({ source, label, validate, disabled, helperText, apiUrl, method, columns }: ModelWidgetProps & { columns: ModelColumn[] }) => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const { id, field, fieldState, formState, isRequired } = useInput({ source, validate, disabled });
  const [open, setOpen] = useState(false);
  const api = useMemo(() => ({ apiUrl, method }), [apiUrl, method]);
  const chosen: ModelId | null = isModelId(field.value) ? field.value : null;
  const { nameOf, remember } = useModelNames(api, chosen === null ? [] : [chosen]);
  const name = chosen === null ? '' : (nameOf(chosen) ?? (nameOf(chosen) === null ? `#${chosen}` : '…'));
  const showError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  const labelText = String(translateLabel({ label, source }));
  return (
    <>
      <TextField
        id={id}
        label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
        value={name}
        onBlur={field.onBlur}
        disabled={disabled}
        error={showError}
        helperText={<InputHelperText error={showError ? fieldState.error?.message : undefined} helperText={helperText} />}
        margin="dense"
        fullWidth
        slotProps={{
          input: {
            readOnly: true,
            endAdornment: (
              <InputAdornment position="end">
                {chosen !== null && !disabled && (
                  <IconButton aria-label={translate('app.widgets.picker.clear')} onClick={() => field.onChange(null)} edge="end">
                    <ClearIcon />
                  </IconButton>
                )}
                <IconButton aria-label={translate('app.widgets.picker.choose')} onClick={() => setOpen(true)} disabled={disabled} edge="end">
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <PickerDialog
        open={open}
        mode="select"
        title={translate('app.widgets.picker.selectTitle', { name: labelText })}
        apiUrl={apiUrl}
        method={method}
        columns={columns}
        multiple={false}
        chosen={chosen === null ? [] : [chosen]}
        onClose={() => setOpen(false)}
        onApply={(ids, rows) => {
          remember(namesOfRows(rows));
          field.onChange(ids[0] ?? null);
        }}
      />
    </>
  );
};
