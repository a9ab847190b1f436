import { TableInput, type TableWidgetProps } from './TableInput';

/** TableGenerate (spec §9): editable rows of typed cells, nothing more. */
export const TableGenerate = (props: TableWidgetProps) => <TableInput {...props} withOrder={false} />;
