import { useMemo, useRef, useState } from 'react';
import { InputHelperText, useTranslate } from 'react-admin';
import { MissingModelField } from './MissingModelField';
import { parseModelSelectField, type ModelColumn } from './modelColumns';
import { isModelId, type ModelId, type ModelRow } from './modelApi';
import { ModelTextField } from './ModelTextField';
import type { ModelWidgetProps } from './modelWidgetProps';
import { PickerDialog } from './PickerDialog';
import { useModelField } from './useModelField';
import { useModelNames } from './useModelData';

/** Names carried by rows just chosen, so that they need no lookup. */
export const namesOfRows = (rows: readonly ModelRow[]): [ModelId, string][] =>
  rows.flatMap((row) => (isModelId(row.id) && typeof row.name === 'string' ? [[row.id, row.name] as [ModelId, string]] : []));

/** A chosen id's name: '…' while it loads, '#id' when there is no such record. */
export const nameText = (nameOf: (id: ModelId) => string | null | undefined, id: ModelId): string => {
  const name = nameOf(id);
  return name ?? (name === null ? `#${id}` : '…');
};

/** SingleModel (spec §9): one record id, chosen in the picker dialog; shows the record's name. */
export const SingleModel = (props: ModelWidgetProps) => {
  const columns = useMemo(() => parseModelSelectField(props.modelSelectField), [props.modelSelectField]);
  if (!columns.length) return <MissingModelField source={props.source} label={props.label} message="app.widgets.picker.missingModelSelectField" />;
  return <SingleModelInput {...props} columns={columns} />;
};

const SingleModelInput = ({ helperText, apiUrl, method, columns, ...props }: ModelWidgetProps & { columns: ModelColumn[] }) => {
  const translate = useTranslate();
  const { id, field, fieldState, name, label, required, showError } = useModelField(props);
  const [open, setOpen] = useState(false);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const api = useMemo(() => ({ apiUrl, method }), [apiUrl, method]);
  const chosen: ModelId | null = isModelId(field.value) ? field.value : null;
  const { nameOf, remember } = useModelNames(api, chosen === null ? [] : [chosen]);
  return (
    <>
      <ModelTextField
        id={id}
        source={props.source}
        label={label}
        name={name}
        required={required}
        value={chosen === null ? '' : nameText(nameOf, chosen)}
        disabled={props.disabled}
        error={showError}
        helperText={<InputHelperText error={showError ? fieldState.error?.message : undefined} helperText={helperText} />}
        onBlur={field.onBlur}
        onChoose={() => setOpen(true)}
        onClear={
          chosen === null
            ? undefined
            : () => {
                field.onChange(null);
                // The clear button goes away with the value: the focus moves on to the choose button.
                chooseRef.current?.focus();
              }
        }
        chooseRef={chooseRef}
        inputRef={field.ref}
      />
      <PickerDialog
        open={open}
        mode="select"
        title={translate('app.widgets.picker.selectTitle', { name })}
        apiUrl={apiUrl}
        method={method}
        columns={columns}
        multiple={false}
        chosen={chosen === null ? [] : [chosen]}
        onClose={() => {
          setOpen(false);
          field.onBlur();
        }}
        onApply={(ids, rows) => {
          remember(namesOfRows(rows));
          field.onChange(ids[0] ?? null);
        }}
      />
    </>
  );
};
