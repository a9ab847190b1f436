import { AUTH_MESSAGES } from '../../src/api/authMessages';
import { AppError } from '../http/envelope';

/**
 * 403 `app.auth.forbidden`, naming what the caller lacked: a permission action (`managepages`), or for the record
 * store the api a page would have to declare (`create api of partner-vouchers`). The name goes to the log and
 * the audit trail (refusals.ts), not to the answer.
 */
export class Forbidden extends AppError {
  readonly permission: string;

  constructor(permission: string, data: unknown = null) {
    super(403, AUTH_MESSAGES.forbidden, { data });
    this.name = 'Forbidden';
    this.permission = permission;
  }
}
