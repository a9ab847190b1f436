export { TableGenerate } from './TableGenerate';
export { TableSchema } from './TableSchema';
export type { TableWidgetProps } from './TableInput';
export { parseCommaList, formatCommaList, type TableColumn } from './tableColumns';
