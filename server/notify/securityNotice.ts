import { formatDateTime } from '../../src/core/formatDate';
import type { NoticeLocale } from '../http/requestLocale';
import { addressOf, summariseDevice } from './deviceSummary';
import { NOTICE_TEXTS, type NoticeTexts, type SecurityEvent } from './securityNoticeTexts';

/** Who the notice is about, and when and from where the event came. */
export interface NoticeFacts {
  fullName: string;
  ownerCode: string;
  username: string;
  at: Date;
  userAgent?: string;
  ip?: string;
}

/** The e-mail (subject and text) and the SMS of one notice. */
export interface ComposedNotice {
  subject: string;
  email: string;
  sms: string;
}

/** A name the event carries (an API key's, a role's), on one line and quoted. */
const quoted = (name: string): string => `“${name.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim().slice(0, 80)}”`;

const nameOf = (event: SecurityEvent): string => {
  if (event.kind === 'apiKeyCreated' || event.kind === 'apiKeyRolled') return event.keyName;
  if (event.kind === 'passkeyAdded' || event.kind === 'passkeyRemoved') return event.passkeyName;
  return event.kind === 'roleChanged' ? event.roleName : '';
};

const whatHappened = (texts: NoticeTexts, event: SecurityEvent): string => {
  const what = texts.what[event.kind];
  if (typeof what === 'string') return what;
  if (event.kind === 'recoveryCodeUsed') return what(String(event.remaining));
  return what(quoted(nameOf(event)));
};

const deviceText = (browser: string | null, system: string | null, on: string, unknown: string): string =>
  browser && system ? `${browser} ${on} ${system}` : (browser ?? system ?? unknown);

const compose = (texts: NoticeTexts, event: SecurityEvent, facts: NoticeFacts): ComposedNotice => {
  const { browser, system } = summariseDevice(facts.userAgent);
  const address = addressOf(facts.ip);
  const when = formatDateTime(facts.at);
  const email = [
    texts.hello(facts.fullName),
    '',
    whatHappened(texts, event),
    '',
    `${texts.labels.account}: ${facts.ownerCode} / ${facts.username}`,
    `${texts.labels.when}: ${when} ${texts.timeZone}`,
    `${texts.labels.device}: ${deviceText(browser, system, texts.on, texts.unknown)}`,
    `${texts.labels.address}: ${address ?? texts.unknown}`,
    '',
    texts.ifNotYou[event.kind],
    '',
    texts.footer,
    `${texts.product}`,
  ].join('\n');
  const { sms } = texts;
  const smsText = `${texts.productSms}: ${sms.what[event.kind]} ${sms.at} ${when}, ${deviceText(browser, system, sms.on, sms.unknown)}, `
    + `IP ${address ?? '?'}. ${sms.notYou} ${sms.action[event.kind]}`;
  return { subject: texts.subject[event.kind], email, sms: smsText };
};

/**
 * A security notice: what happened, when (Vietnam time, dd/MM/yyyy HH:mm), from which browser and system and
 * address, and what to do if it was not the user. It never carries a secret: no code, token, password or device
 * value is among its facts. In the user's language, or in Vietnamese then English when it is not known yet.
 */
export const securityNotice = (event: SecurityEvent, facts: NoticeFacts, locale: NoticeLocale | null): ComposedNotice => {
  if (locale) return compose(NOTICE_TEXTS[locale], event, facts);
  const vi = compose(NOTICE_TEXTS.vi, event, facts);
  const en = compose(NOTICE_TEXTS.en, event, facts);
  return { subject: `${vi.subject} / ${en.subject}`, email: `${vi.email}\n\n----------\n\n${en.email}`, sms: `${vi.sms} / ${en.sms}` };
};
