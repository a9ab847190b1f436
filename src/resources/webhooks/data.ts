import type { GetListParams } from 'react-admin';
import {
  issuedWebhookEndpointSchema, WEBHOOK_ALL_EVENT_TYPES, WEBHOOK_ENDPOINT_STATUSES, WEBHOOK_OUTCOMES, type WebhookAnyEventType,
  type WebhookEndpointStatus, webhookEndpointListRowSchema, webhookEndpointSchema, type WebhookEventFilters, webhookEventRowSchema, type WebhookOutcome,
} from '../../api/webhooks';
import { pagingOf, textOf } from '../../dataProvider/listParams';
import type { MerchantResource } from '../../dataProvider/merchantResource';
import type { RecordListQuery } from '../../dataProvider/recordList';

/**
 * The webhooks' data for react-admin: the endpoints (list, record, create, update) and the event log (a list) of
 * the `webhook` calls (src/api/webhooks.ts); the screens' other calls are in webhooksApi.ts.
 */

const oneOf = <T extends string>(choices: readonly T[], value: unknown): value is T => choices.some((choice) => choice === value);

/** Both lists are newest first, the only order their calls offer. */
const NEWEST_FIRST = [{ createdAt: 'desc' as const }];

export const webhookListQuery = (params: Partial<GetListParams>): RecordListQuery => {
  const filters: { status?: WebhookEndpointStatus } = {};
  if (oneOf(WEBHOOK_ENDPOINT_STATUSES, params.filter?.status)) filters.status = params.filter.status;
  return { select: '', sort: NEWEST_FIRST, filters, ...pagingOf(params) };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const webhookEventListQuery = (params: Partial<GetListParams>): RecordListQuery => {
  const filters: WebhookEventFilters = {};
  const filter = params.filter ?? {};
  if (oneOf<WebhookAnyEventType>(WEBHOOK_ALL_EVENT_TYPES, filter.type)) filters.type = filter.type;
  if (oneOf<WebhookOutcome>(WEBHOOK_OUTCOMES, filter.outcome)) filters.outcome = filter.outcome;
  if (typeof filter.endpointId === 'string' && UUID.test(filter.endpointId)) filters.endpointId = filter.endpointId;
  return { select: '', sort: NEWEST_FIRST, filters, ...pagingOf(params) };
};

/** The form's values as the body; a create's confirmation (`password` or `stepUp`, src/ui/stepUp) rides along. */
export const webhookBodyOf = (data: Record<string, unknown>, creating: boolean): Record<string, unknown> => {
  const body: Record<string, unknown> = {
    url: textOf(data.url),
    description: textOf(data.description),
    eventTypes: Array.isArray(data.eventTypes) ? data.eventTypes : [],
  };
  if (creating && typeof data.password === 'string') body.password = data.password;
  if (creating && data.stepUp !== undefined) body.stepUp = data.stepUp;
  return body;
};

/** A refused event type (`eventTypes.2`) is shown under the checkboxes. */
const webhookFormSource = (field: string): string => (field.startsWith('eventTypes') ? 'eventTypes' : field);

export const webhooks: MerchantResource = {
  list: { path: '/api/webhook/findWebhookEndpoints', query: webhookListQuery, row: webhookEndpointListRowSchema },
  one: { path: '/api/webhook/detailWebhookEndpoint', body: (id) => (UUID.test(String(id)) ? { id: String(id) } : null), record: webhookEndpointSchema },
  // The answer carries the signing secret, shown once by the create screen (WebhookCreate): never stored by the app.
  create: { path: '/api/webhook/createWebhookEndpoint', body: (data) => webhookBodyOf(data, true), record: issuedWebhookEndpointSchema, formSource: webhookFormSource },
  update: {
    path: '/api/webhook/updateWebhookEndpoint', body: (data, id) => ({ ...webhookBodyOf(data, false), id: String(id) }),
    record: webhookEndpointSchema, formSource: webhookFormSource,
  },
};

export const webhookEvents: MerchantResource = {
  list: { path: '/api/webhook/findWebhookEvents', query: webhookEventListQuery, row: webhookEventRowSchema },
};
