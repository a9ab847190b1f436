import { lazy } from 'react';
import { PickerInput } from './PickerInput';
import type { WidgetProps } from './types';

const TimePickerField = lazy(() => import('../../ui/pickers/PickerFields').then((module) => ({ default: module.TimePickerField })));

/** Time: MUI x-date-pickers' TimePicker (lazy), 15-minute steps, 24-hour, saved as 'HH:mm'. */
export const TimeWidget = (props: WidgetProps) => <PickerInput {...props} picker={TimePickerField} />;
