import {
  type EnumOption, type FieldDefinition, type FieldItem, type TableColumn, isTableColumn,
} from '../../api/pageDefinition';
import type { WidgetProps } from '../widgets/types';

/** A field's label: its `name`, else the field itself. */
export const labelOf = (field: FieldDefinition): string => field.name ?? field.field;

/**
 * A definition field as the widgets' props (src/dynamic/widgets/types.ts): the widget adds '(*)' and the
 * '{field name} is required!' rule itself when `required` is set; `default` applies when the value is undefined.
 */
export const widgetPropsOf = (field: FieldDefinition): WidgetProps => ({
  source: field.field,
  label: labelOf(field),
  ...(field.required ? { required: true } : {}),
  ...(field.disabled ? { disabled: true } : {}),
  ...(field.placeholder !== undefined ? { placeholder: field.placeholder } : {}),
  ...(field.default !== undefined && field.default !== null ? { defaultValue: field.default } : {}),
});

const isOption = (item: FieldItem): item is EnumOption => !isTableColumn(item);

/** `items` as options `{key, value}` (Enum, SelectMutilple); keys that are booleans become text. */
export const optionsOf = (field: FieldDefinition): { key: string | number; value: string }[] =>
  (field.items ?? []).filter(isOption).map(({ key, value }) => ({ key: typeof key === 'boolean' ? String(key) : key, value }));

/** `items` as table columns (TableSchema, TableGenerate). */
export const columnsOf = (field: FieldDefinition): TableColumn[] => (field.items ?? []).filter(isTableColumn);
