/**
 * The voucher lifecycle the server enforces (issue 14), shared with the app so that a screen offers only the
 * actions allowed from the state it shows.
 *
 * Stored in the voucher's `status`: submitted, synced, rejected, approved, blocked. Derived when read: an
 * approved voucher is `active` from its startDate to its endDate (business dates, inclusive) and `expired` after
 * its endDate. The dates decide, so no job has to run at midnight.
 */
export const STORED_STATES = ['submitted', 'synced', 'rejected', 'approved', 'blocked'] as const;
export type StoredState = (typeof STORED_STATES)[number];

export const VOUCHER_STATES = ['submitted', 'synced', 'rejected', 'approved', 'active', 'expired', 'blocked'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];

export const VOUCHER_ACTIONS = ['sync', 'reject', 'approve', 'block'] as const;
export type VoucherAction = (typeof VOUCHER_ACTIONS)[number];

/** The one table of allowed transitions: from which (read) states each action goes, and to which stored state. */
export const TRANSITIONS: Readonly<Record<VoucherAction, { from: readonly VoucherState[]; to: StoredState; reason: boolean }>> = {
  sync: { from: ['submitted'], to: 'synced', reason: false },
  reject: { from: ['submitted', 'synced'], to: 'rejected', reason: true },
  approve: { from: ['synced'], to: 'approved', reason: false },
  block: { from: ['approved', 'active'], to: 'blocked', reason: true },
};

/** The colour of each state's chip (MUI palette names). */
export const STATE_COLORS: Readonly<Record<VoucherState, 'default' | 'info' | 'error' | 'primary' | 'success' | 'warning'>> = {
  submitted: 'default',
  synced: 'info',
  rejected: 'error',
  approved: 'primary',
  active: 'success',
  expired: 'warning',
  blocked: 'error',
};

export const canDo = (action: VoucherAction, state: VoucherState): boolean => TRANSITIONS[action].from.includes(state);

/** The actions allowed from `state`, in the table's order. */
export const allowedActions = (state: VoucherState): VoucherAction[] => VOUCHER_ACTIONS.filter((action) => canDo(action, state));

/**
 * The stored state of a voucher's data. Vouchers written before the lifecycle held 'active' or 'expired' (both
 * were approved vouchers, the dates now tell which) or nothing (a voucher nobody reviewed yet).
 */
export const storedState = (status: unknown): StoredState => {
  if (typeof status === 'string' && (STORED_STATES as readonly string[]).includes(status)) return status as StoredState;
  return status === 'active' || status === 'expired' ? 'approved' : 'submitted';
};

const isoDate = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

/** The state a voucher is in on the business date `today` ('YYYY-MM-DD'). */
export const voucherState = (data: { status?: unknown; startDate?: unknown; endDate?: unknown }, today: string): VoucherState => {
  const stored = storedState(data.status);
  if (stored !== 'approved') return stored;
  const end = isoDate(data.endDate);
  if (end !== null && today > end) return 'expired';
  const start = isoDate(data.startDate);
  return start === null || today >= start ? 'active' : 'approved';
};
