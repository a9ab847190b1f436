/**
 * The document's tags (the call groups) with a line on each. A route's tag must be described here: the document
 * test lists any that is not.
 */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  system: 'Health of the server and its database',
  'sign-in': 'Signing in with the SMS code step, captchas and signing out (spec §4)',
  'forgot-password': 'The three steps of resetting a forgotten password',
  account: 'The signed-in user\'s own profile, password and remembered devices',
  pages: 'Page definitions of the page engine: read, save (checked against this document), versions and rollback',
  areas: 'Administrative units of Việt Nam, in the legacy and the 2025 systems',
  records: 'The record store behind page definitions: list contract, read, create, update, delete',
  reports: 'CSV reports of the record store',
  files: 'Uploads of files and images, and signed downloads',
  vouchers: 'Back-office voucher review: sync and block',
  exports: 'Export jobs: request, list, one-time download tickets and the files',
  loyalty: 'Loyalty points: earning history, settlements and their approval, the cashier\'s checkout',
  submerchant: 'The merchant\'s employees (sub-merchants) and their devices\' settings',
  device: 'Payment devices of an employee',
  sales: 'Sales: transactions, reports by shop, service and employee, points balance',
  shop: 'The merchant\'s shops',
  money: 'The merchant\'s balance, bank accounts and transfers (with an SMS code)',
  clientrole: 'The merchant\'s roles: built-in ones (copied, never changed) and its own',
  permission: 'The permission catalogue, the roles × actions matrix, users\' roles and per-user changes',
  security: 'The user\'s security history, sessions and trusted devices; the owner\'s view over the team',
  'api-key': 'Third-party users\' API keys: shown once, scoped, IP-restricted, revocable and rolled with an overlap',
  'partner-api': 'The partner API (/api/v1): read with an API key (`Authorization: Bearer mpk_live_…`) within its scopes',
  webhook: 'Partner webhooks: HTTPS endpoints that receive the merchant\'s events signed (`Webhook-Signature: t=…,v1=…`), retried for a day, '
    + 'with the log of every attempt and resending (docs/webhooks.md)',
};

type Json = Record<string, unknown>;

/** The tags the operations use, in order of first use, each with its description when it has one. */
export const describeTags = (document: Json): Array<{ name: string; description?: string }> => {
  const names = new Set<string>();
  for (const item of Object.values((document.paths ?? {}) as Record<string, Json>)) {
    for (const operation of Object.values(item)) {
      for (const tag of ((operation as Json | null)?.tags ?? []) as string[]) names.add(tag);
    }
  }
  return [...names].map((name) => (TAG_DESCRIPTIONS[name] ? { name, description: TAG_DESCRIPTIONS[name] } : { name }));
};
