import type { Identifier } from 'react-admin';
import { HttpError } from '../../dataProvider/HttpError';

/** One record a bulk delete could not remove, and why (a message key and its arguments, as the server said it). */
export interface DeleteRefusal {
  id: Identifier;
  message: string;
  messageArgs?: Readonly<Record<string, string | number>>;
}

/**
 * A bulk delete that removed some records (or none) and was refused for others, each with its own reason
 * (a 409: the record is still in use). The list says which, by name.
 */
export class BulkDeleteRefused extends Error {
  constructor(
    readonly deleted: readonly Identifier[],
    readonly refused: readonly DeleteRefusal[],
  ) {
    super('app.pages.bulkDeleteRefused');
    this.name = 'BulkDeleteRefused';
  }
}

export const refusalOf = (id: Identifier, reason: unknown): DeleteRefusal =>
  reason instanceof HttpError
    ? { id, message: reason.message, ...(reason.messageArgs ? { messageArgs: reason.messageArgs } : {}) }
    : { id, message: reason instanceof Error && reason.message ? reason.message : 'app.pages.deleteFailed' };
