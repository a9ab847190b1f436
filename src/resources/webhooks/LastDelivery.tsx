import { useTranslate } from 'react-admin';
import type { WebhookLastDelivery } from '../../api/webhooks';
import { formatDateTime } from '../../core/formatDate';

/** An endpoint's latest attempt in a few words: "Delivered · 29/11/2026 10:15", "Failed (500) · …", "None yet". */
export const LastDelivery = ({ last }: { last: WebhookLastDelivery | null }) => {
  const translate = useTranslate();
  if (!last) return <>{translate('app.webhooks.lastDelivery.none')}</>;
  const time = formatDateTime(last.attemptedAt);
  if (last.outcome === 'delivered') return <>{translate('app.webhooks.lastDelivery.delivered', { time })}</>;
  const status = last.status ?? translate('app.webhooks.lastDelivery.noAnswer');
  return <>{translate('app.webhooks.lastDelivery.failed', { status, time })}</>;
};
