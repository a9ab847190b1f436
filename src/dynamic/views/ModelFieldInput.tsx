import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import type { FieldDefinition, PageDefinition } from '../../api/pageDefinition';
import { apiForType, findApi, usePageDefinition } from '../pages';
import { ArrayModel, SelectModel, SelectMultiple, SingleModel } from '../widgets/models';
import type { ModelWidgetProps } from '../widgets/models';
import { widgetPropsOf } from './widgetProps';

// Keyed by the wire names of spec §9 ('SelectMutilple' is the spec's spelling).
const MODEL_WIDGETS = { SingleModel, SelectModel, ArrayModel, SelectMutilple: SelectMultiple } as const;
type ModelWidgetName = keyof typeof MODEL_WIDGETS;

export type ModelApiProps = Pick<ModelWidgetProps, 'apiUrl' | 'method'>;

export const isModelWidget = (widget: string): widget is ModelWidgetName => Object.hasOwn(MODEL_WIDGETS, widget);

/**
 * The picker's api: the field's `api` of its own page, or of page `pageId` (spec §3), called as a generic page
 * call (`page` and `api` in the query, spec §7), GET when the api says so, else POST.
 */
export const modelApiOf = (owner: PageDefinition, field: FieldDefinition): ModelApiProps | null => {
  const api = findApi(owner, field.api) ?? (field.pageId !== undefined ? apiForType(owner, 'list') : undefined);
  if (!api) return null;
  const query = new URLSearchParams({ page: String(owner.id), api: api.name });
  return { apiUrl: `${api.url}?${query.toString()}`, method: api.method === 'GET' ? 'GET' : 'POST' };
};

const ModelInput = ({ api, field }: { api: ModelApiProps | null; field: FieldDefinition & { widget: ModelWidgetName } }) => {
  const translate = useTranslate();
  const { label, required, disabled, source } = widgetPropsOf(field);
  if (!api) return <Alert severity="warning" sx={{ my: 1 }}>{`${label}: ${translate('app.pages.pickerUnavailable')}`}</Alert>;
  const Widget = MODEL_WIDGETS[field.widget];
  return <Widget source={source} label={label} required={required} disabled={disabled} modelSelectField={field.modelSelectField} {...api} />;
};

const ForeignModelInput = ({ pageId, field }: { pageId: number; field: FieldDefinition & { widget: ModelWidgetName } }) => {
  const lookup = usePageDefinition(pageId);
  if (lookup.status === 'loading') return null;
  return <ModelInput api={lookup.status === 'ready' ? modelApiOf(lookup.page, field) : null} field={field} />;
};

/** SingleModel, SelectModel, ArrayModel and SelectMutilple over the page api the field names. */
export const ModelFieldInput = ({ page, field }: { page: PageDefinition; field: FieldDefinition & { widget: ModelWidgetName } }) =>
  field.pageId !== undefined ? <ForeignModelInput pageId={field.pageId} field={field} /> : <ModelInput api={modelApiOf(page, field)} field={field} />;
