import { lazy } from 'react';
import { PickerInput } from './PickerInput';
import type { WidgetProps } from './types';

const DatePickerField = lazy(() => import('../../ui/pickers/PickerFields').then((module) => ({ default: module.DatePickerField })));

/** Date: MUI x-date-pickers' DatePicker (lazy), shown DD/MM/YYYY, saved as 'YYYY-MM-DD'. */
export const DateWidget = (props: WidgetProps) => <PickerInput {...props} picker={DatePickerField} />;
