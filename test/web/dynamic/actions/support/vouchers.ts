import type { PageDefinitionInput } from '../../../../../src/api/pageDefinition';
import { definitionOf, recordApis } from '../../views/support/definitions';

type Buttons = NonNullable<PageDefinitionInput['buttons']>;

/** A voucher page (id 80, model `vouchers`) with the buttons a test needs, and the basic apis sync and block. */
export const voucherPage = (buttons: Buttons, change: Partial<PageDefinitionInput> = {}) =>
  definitionOf({
    id: 80,
    name: 'Vouchers',
    read: 'read',
    api: 'update',
    schema: [
      { field: 'code', name: 'Code', widget: 'Text', required: true },
      { field: 'name', name: 'Name', widget: 'Text', required: true },
      { field: 'note', name: 'Note', widget: 'TextArea' },
    ],
    buttons,
    apis: [
      ...recordApis('vouchers'),
      { name: 'sync', url: '/api/vouchers/sync-voucher', method: 'POST', type: 'basic' },
      { name: 'block', url: '/api/vouchers/block-voucher', method: 'POST', type: 'basic' },
    ],
    ...change,
  });

/** Voucher 5 as the record store holds it. */
export const voucher = (change: Record<string, unknown> = {}) => ({ id: 5, code: 'GRAB50K', name: 'Grab 50K', note: 'first', ...change });

export const editPath = '/form?page=80&mode=edit&id=5';
