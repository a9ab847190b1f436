export { ArrayModel } from './ArrayModel';
export { PickerDialog, type PickerDialogProps, type PickerMode } from './PickerDialog';
export { SelectModel } from './SelectModel';
export { SelectMultiple } from './SelectMultiple';
export { SingleModel } from './SingleModel';
export { fetchModelPage, fetchModelName, PICKER_PAGE_SIZE, type ModelId, type ModelRow } from './modelApi';
export { parseModelSelectField, type ModelColumn } from './modelColumns';
export type { ModelWidgetProps } from './modelWidgetProps';
