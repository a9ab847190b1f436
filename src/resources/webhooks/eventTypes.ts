import type { WebhookAnyEventType } from '../../api/webhooks';

/** An event type's texts: `app.webhooks.eventTypes.<type with _ for .>.{name, description}` (a dot would nest the key). */
export const eventTypeText = (type: WebhookAnyEventType, part: 'name' | 'description') =>
  `app.webhooks.eventTypes.${type.replace('.', '_')}.${part}`;
