import { securityNotice } from '../notify/securityNotice';
import type { SecurityEvent } from '../notify/securityNoticeTexts';
import { type Account, who } from './accounts';
import type { AuditSource } from './audit';
import type { AuthServices } from './services';

export type { SecurityEvent } from '../notify/securityNoticeTexts';

/**
 * Tells the account's owner about a risky event: a sign-in from a new device, a password change or reset, and
 * (for the API-key and role screens to call) a new API key or a role change. By e-mail, or by SMS to the phone
 * when the account has no e-mail, through the same notifier and outbox as the codes; in the account's language.
 * `source` is where the event came from (the actor's browser and address). The event has happened whatever the
 * delivery does: a failure is audited, never thrown.
 */
export const notifySecurityEvent = async (services: AuthServices, account: Account, event: SecurityEvent, source: AuditSource): Promise<void> => {
  const notice = securityNotice(event, {
    fullName: account.fullName, ownerCode: account.ownerCode, username: account.username,
    at: services.now(), userAgent: source.userAgent, ip: source.ip,
  }, account.locale);
  const channel = account.email ? 'email' : 'sms';
  const detail = { event: event.kind, channel };
  try {
    await services.notifier.send({
      to: account.email ?? account.username, channel, purpose: `notice.${event.kind}`,
      subject: notice.subject, text: channel === 'email' ? notice.email : notice.sms,
    });
    await services.audit({ kind: 'noticeSent', outcome: 'success', ...who(account), ...source, detail });
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 200) : 'unknown';
    await services.audit({ kind: 'noticeFailed', outcome: 'failure', ...who(account), ...source, detail: { ...detail, reason } });
  }
};
