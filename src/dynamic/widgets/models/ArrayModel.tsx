import type { ModelWidgetProps } from './modelWidgetProps';
import { ModelIdsInput } from './ModelIdsInput';

/** ArrayModel (spec §9): a list of record ids shown as named chips, chosen in the picker and viewed in its view mode. */
export const ArrayModel = (props: ModelWidgetProps) => <ModelIdsInput {...props} chips />;
