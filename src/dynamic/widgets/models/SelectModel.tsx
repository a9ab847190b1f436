import type { ModelWidgetProps } from './modelWidgetProps';
import { ModelIdsInput } from './ModelIdsInput';

/** SelectModel (spec §9): several record ids chosen in the picker dialog; shows how many, and views them. */
export const SelectModel = (props: ModelWidgetProps) => <ModelIdsInput {...props} chips={false} />;
