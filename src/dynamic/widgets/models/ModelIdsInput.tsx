import { useEffect, useMemo, useRef, useState } from 'react';
import { Chip } from '@mui/material';
import { InputHelperText, useTranslate } from 'react-admin';
import { MissingModelField } from './MissingModelField';
import { parseModelSelectField, type ModelColumn } from './modelColumns';
import { idsOfValue, sameId, type ModelId } from './modelApi';
import { ModelTextField } from './ModelTextField';
import type { ModelWidgetProps } from './modelWidgetProps';
import { PickerDialog, type PickerMode } from './PickerDialog';
import { namesOfRows, nameText } from './SingleModel';
import { useModelField } from './useModelField';
import { useModelNames } from './useModelData';

/** What the form holds: the ids, or null once nothing is chosen (spec §5: so that a required field is missing). */
const valueOfIds = (ids: readonly ModelId[]): ModelId[] | null => (ids.length ? [...ids] : null);

/**
 * A list of record ids chosen in the picker dialog (several at once), with a view of the chosen records.
 * `chips`: each chosen record as a removable chip (ArrayModel); otherwise their names as text (SelectModel).
 */
export const ModelIdsInput = (props: ModelWidgetProps & { chips: boolean }) => {
  const columns = useMemo(() => parseModelSelectField(props.modelSelectField), [props.modelSelectField]);
  if (!columns.length) return <MissingModelField source={props.source} label={props.label} message="app.widgets.picker.missingModelSelectField" />;
  return <ModelIds {...props} columns={columns} />;
};

const ModelIds = ({ helperText, apiUrl, method, columns, chips, ...props }: ModelWidgetProps & { chips: boolean; columns: ModelColumn[] }) => {
  const translate = useTranslate();
  const { id, field, fieldState, name, label, required, showError } = useModelField(props);
  const [dialog, setDialog] = useState<{ open: boolean; mode: PickerMode }>({ open: false, mode: 'select' });
  const api = useMemo(() => ({ apiUrl, method }), [apiUrl, method]);
  const ids = useMemo(() => idsOfValue(field.value), [field.value]);
  const { nameOf, remember } = useModelNames(api, ids);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const chipsRef = useRef<HTMLSpanElement>(null);
  // A removed chip had the focus: it moves to the chip now in its place, or to the choose button.
  const [focusChip, setFocusChip] = useState<number | null>(null);
  useEffect(() => {
    if (focusChip === null) return;
    const left = chipsRef.current?.querySelectorAll<HTMLElement>('.MuiChip-root') ?? [];
    (left[Math.min(focusChip, left.length - 1)] ?? chooseRef.current)?.focus();
    setFocusChip(null);
  }, [focusChip, ids]);
  const change = (next: readonly ModelId[]) => field.onChange(valueOfIds(next));
  const chipList =
    chips && ids.length > 0 ? (
      <span ref={chipsRef} style={{ display: 'contents' }}>
        {ids.map((one, index) => (
          <Chip
            key={String(one)}
            size="small"
            label={nameText(nameOf, one)}
            aria-label={nameText(nameOf, one)}
            onDelete={
              props.disabled
                ? undefined
                : () => {
                    change(ids.filter((other) => !sameId(other, one)));
                    setFocusChip(index);
                  }
            }
          />
        ))}
      </span>
    ) : undefined;
  return (
    <>
      <ModelTextField
        id={id}
        source={props.source}
        label={label}
        name={name}
        required={required}
        value={chips ? '' : ids.map((one) => nameText(nameOf, one)).join(', ')}
        chips={chipList}
        disabled={props.disabled}
        error={showError}
        helperText={<InputHelperText error={showError ? fieldState.error?.message : undefined} helperText={helperText} />}
        onBlur={field.onBlur}
        onChoose={() => setDialog({ open: true, mode: 'select' })}
        onView={ids.length ? () => setDialog({ open: true, mode: 'view' }) : undefined}
        onClear={
          ids.length
            ? () => {
                change([]);
                chooseRef.current?.focus();
              }
            : undefined
        }
        chooseRef={chooseRef}
        inputRef={field.ref}
      />
      <PickerDialog
        open={dialog.open}
        mode={dialog.mode}
        title={translate(dialog.mode === 'select' ? 'app.widgets.picker.selectTitle' : 'app.widgets.picker.viewTitle', { name })}
        apiUrl={apiUrl}
        method={method}
        columns={columns}
        multiple
        chosen={ids}
        onClose={() => {
          setDialog({ ...dialog, open: false });
          field.onBlur();
        }}
        onApply={(chosen, rows) => {
          remember(namesOfRows(rows));
          change(chosen);
        }}
      />
    </>
  );
};
