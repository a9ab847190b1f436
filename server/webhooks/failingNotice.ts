import { accountById, who } from '../auth/accounts';
import type { AuthServices } from '../auth/services';
import type { webhookEndpoints } from '../db/schema';

/**
 * Tells the user who registered an endpoint that it is failing (a day of retries without a 2xx), by e-mail or SMS
 * through the notifier every notice uses, audited as notices are. The state is recorded whatever the delivery does.
 */
export const notifyWebhookFailing = async (auth: AuthServices, endpoint: typeof webhookEndpoints.$inferSelect): Promise<void> => {
  const account = await accountById(auth.db, endpoint.userId);
  if (!account) return;
  const vi = account.locale === 'vi';
  const text = vi
    ? `Điểm nhận webhook ${endpoint.url} không nhận được sự kiện trong một ngày và đang ở trạng thái lỗi. Hãy kiểm tra máy nhận rồi gửi lại các sự kiện.`
    : `The webhook endpoint ${endpoint.url} has not accepted events for a day and is marked failing. Check the receiver, then resend the events.`;
  const channel = account.email ? 'email' : 'sms';
  const detail = { event: 'webhookFailing', channel };
  try {
    await auth.notifier.send({
      to: account.email ?? account.username, channel, purpose: 'notice.webhookFailing',
      subject: vi ? 'Webhook đang lỗi' : 'A webhook endpoint is failing', text,
    });
    await auth.audit({ kind: 'noticeSent', outcome: 'success', ...who(account), detail });
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 200) : 'unknown';
    await auth.audit({ kind: 'noticeFailed', outcome: 'failure', ...who(account), detail: { ...detail, reason } });
  }
};
