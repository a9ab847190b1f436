import { TableInput, type TableWidgetProps } from './TableInput';

/** TableSchema (spec §9): editable rows; each row also carries `order` (number) and `date` (ISO string). */
export const TableSchema = (props: TableWidgetProps) => <TableInput {...props} withOrder />;
