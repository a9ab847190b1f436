import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { Box, Typography } from '@mui/material';
import { useId, useRef } from 'react';
import { type FieldError, get, useFormContext, useFormState } from 'react-hook-form';
import {
  ArrayInput,
  ArrayInputClasses,
  BooleanInput,
  FieldTitle,
  IconButtonWithTooltip,
  NumberInput,
  SimpleFormIterator,
  SimpleFormIteratorClasses,
  TextInput,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useResourceContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import { formatDate } from '../../../core/formatDate';
import { idList, RequiredHint, requiredHintId } from '../RequiredHint';
import { useHelperTextId } from '../useHelperTextId';
import { CommaListInput } from './CommaListInput';
import { emptyCell, integer, type TableColumn } from './tableColumns';

export interface TableWidgetProps {
  source: string;
  label?: string;
  required?: boolean;
  validate?: Validator | Validator[];
  disabled?: boolean;
  helperText?: string;
  columns: readonly TableColumn[];
}

/** The input of one cell, typed by the column's dataType. */
const cellInput = (column: TableColumn, disabled: boolean | undefined) => {
  const common = { source: column.field, label: column.title, disabled, helperText: false as const };
  const key = column.field;
  const placeholder = column.placeholder;
  switch (column.dataType) {
    case 'number':
      return <NumberInput key={key} {...common} placeholder={placeholder} step={1} validate={integer} defaultValue={emptyCell('number')} />;
    case 'float':
      return <NumberInput key={key} {...common} placeholder={placeholder} step="any" defaultValue={emptyCell('float')} />;
    case 'boolean':
      return <BooleanInput key={key} {...common} defaultValue={emptyCell('boolean')} />;
    case 'array':
      return <CommaListInput source={column.field} label={column.title} placeholder={placeholder} disabled={disabled} defaultValue={emptyCell('array')} key={key} />;
    default:
      // A `date` string column (a schema row's stamp) is shown DD/MM/YYYY (spec §9) and kept as it is.
      return column.interfaceType === 'date' ? (
        <TextInput key={key} {...common} format={formatDate} readOnly />
      ) : (
        <TextInput key={key} {...common} placeholder={placeholder} defaultValue={emptyCell('string')} />
      );
  }
};

/** Adds a row whose cells are empty values of their types; schema rows also get the next `order` and a `date`. */
const AddRowButton = ({ columns, withOrder }: { columns: readonly TableColumn[]; withOrder: boolean }) => {
  const { add, source } = useSimpleFormIterator();
  const { getValues } = useFormContext();
  const onClick = () => {
    const row: Record<string, unknown> = Object.fromEntries(columns.map((column) => [column.field, emptyCell(column.dataType)]));
    if (withOrder) {
      const rows: unknown = getValues(source);
      const orders = (Array.isArray(rows) ? rows : []).map((one: { order?: unknown } | null) => one?.order).filter((order): order is number => typeof order === 'number');
      row.order = orders.length ? Math.max(...orders) + 1 : Array.isArray(rows) ? rows.length + 1 : 1;
      row.date = new Date().toISOString();
    }
    add(row);
  };
  return (
    <IconButtonWithTooltip label="app.widgets.table.addRow" size="small" color="primary" onClick={onClick}>
      <AddIcon fontSize="small" />
    </IconButtonWithTooltip>
  );
};

const RemoveRowButton = () => {
  const { remove } = useSimpleFormIteratorItem();
  return (
    <IconButtonWithTooltip label="app.widgets.table.removeRow" size="small" color="warning" onClick={() => remove()}>
      <RemoveIcon fontSize="small" />
    </IconButtonWithTooltip>
  );
};

/**
 * Whether the table itself is invalid (react-hook-form keeps an array's own error under `root`), not one of its
 * cells. Only the errors are read, so that the table is not drawn again on every keystroke in a cell.
 */
const useTableInvalid = (source: string): boolean => {
  const { errors } = useFormState({ name: source, exact: true });
  const error = get(errors, source) as FieldError | undefined;
  return Boolean(error?.root?.message ?? error?.message);
};

/**
 * The editable table of TableSchema and TableGenerate (spec §2 "Editable table widget", §3): react-admin's
 * ArrayInput with one inline row of typed inputs per item. The value is an array of row objects; fields of a
 * row that are not columns (a schema row's `order` and `date`) are kept as they are.
 *
 * For assistive technology the table is a group named by its label, described by the required hint and its
 * message, and marked invalid with it.
 */
export const TableInput = ({ source, label, required, validate, disabled, helperText, columns, withOrder }: TableWidgetProps & { withOrder: boolean }) => {
  const translate = useTranslate();
  // The iterator needs a resource; a table shown outside any resource (a modal form) still works.
  const resource = useResourceContext() ?? 'records';
  const id = useId();
  const invalid = useTableInvalid(source);
  const container = useRef<HTMLDivElement>(null);
  // ArrayInput's own message, not those of the cells inside.
  const messageId = useHelperTextId(container, `.${ArrayInputClasses.root} > .MuiFormHelperText-root`, id);
  if (!columns.length) return <Typography color="error">{translate('app.widgets.table.noColumns')}</Typography>;
  return (
    <Box
      ref={container}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={idList(required && requiredHintId(id), messageId)}
      aria-invalid={invalid || undefined}
    >
      {required ? <RequiredHint fieldId={id} /> : null}
      <ArrayInput
        source={source}
        // FieldTitle as ArrayInput would draw it, in a span with an id for the group's name.
        label={
          <span id={`${id}-label`}>
            <FieldTitle label={label} source={source} />
          </span>
        }
        validate={validate}
        helperText={helperText}
      >
        <SimpleFormIterator
          inline
          resource={resource}
          disableReordering
          disableClear
          disabled={disabled}
          addButton={<AddRowButton columns={columns} withOrder={withOrder} />}
          removeButton={<RemoveRowButton />}
          // react-admin shows a row's buttons on hover only (hidden buttons cannot take keyboard focus): always show them.
          sx={{ [`& .${SimpleFormIteratorClasses.action}`]: { visibility: 'visible' } }}
        >
          {columns.map((column) => cellInput(column, disabled))}
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
};
