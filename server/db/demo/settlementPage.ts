import type { PageDefinitionInput } from '../../../src/api/pageDefinition';

/**
 * The staff's queue of points settlements (issue 11: "a page definition over the same data is enough"): the page
 * engine lists every merchant's settlements through /api/loyalty/staff/settlementList, reads one by id through the
 * same call, and its buttons approve, mark paid or reject (with the reason typed on the form) through the
 * decision calls, basic-API style (POST { id, …the form's fields }, the others ignored). The server allows only
 * requested → approved → paid, or rejected from requested or approved, and needs `approvesettlements`.
 * Plain data (no server imports), like pages.ts.
 */
const STATUS_ITEMS = [
  { key: 'requested', value: 'Đã yêu cầu' },
  { key: 'approved', value: 'Đã duyệt' },
  { key: 'paid', value: 'Đã thanh toán' },
  { key: 'rejected', value: 'Bị từ chối' },
];

const readOnly = (field: string, name: string, type: 'text' | 'number' = 'text') =>
  ({ field, name, widget: 'Text', type, disabled: true }) as const;

export const pointSettlementsPage = {
  id: 64,
  name: 'Quyết toán điểm',
  resource: 'point-settlements',
  action: 'approvesettlements',
  icon: 'points',
  read: 'read',
  list: {
    columns: ['ownerCode', 'ownerName', 'periodFrom', 'periodTo', 'points', 'amount', 'status', 'createdAt'],
    filters: ['status'],
    sort: { field: 'createdAt', order: 'DESC' },
  },
  schema: [
    readOnly('ownerCode', 'Mã đại lý'),
    readOnly('ownerName', 'Tên đại lý'),
    readOnly('periodFrom', 'Từ ngày'),
    readOnly('periodTo', 'Đến ngày'),
    readOnly('points', 'Số điểm', 'number'),
    readOnly('rate', 'Tỷ lệ (VND/điểm)', 'number'),
    readOnly('amount', 'Số tiền (VND)', 'number'),
    { field: 'status', name: 'Trạng thái', widget: 'Enum', disabled: true, items: STATUS_ITEMS },
    readOnly('createdAt', 'Ngày yêu cầu'),
    readOnly('decidedAt', 'Ngày xử lý'),
    { field: 'reason', name: 'Lý do từ chối', widget: 'TextArea', placeholder: 'Bắt buộc khi từ chối' },
  ],
  buttons: [
    {
      title: 'Duyệt', mode: ['show', 'edit'], action: 'api', api: 'approve', apiBasic: true, color: 'success', icon: 'check',
      confirm: 'Duyệt quyết toán của #ownerCode# (#points# điểm)?', backOnDone: true,
    },
    {
      title: 'Đã thanh toán', mode: ['show', 'edit'], action: 'api', api: 'pay', apiBasic: true, color: 'primary', icon: 'points',
      confirm: 'Xác nhận đã thanh toán quyết toán của #ownerCode#?', backOnDone: true,
    },
    {
      title: 'Từ chối', mode: ['show', 'edit'], action: 'api', api: 'reject', apiBasic: true, color: 'error', icon: 'block',
      requires: [{ field: 'reason', message: 'Vui lòng nhập lý do từ chối' }],
      confirm: 'Từ chối quyết toán của #ownerCode#? Lý do: #reason#', backOnDone: true,
    },
  ],
  apis: [
    { name: 'list', url: '/api/loyalty/staff/settlementList', method: 'POST', type: 'list' },
    { name: 'read', url: '/api/loyalty/staff/settlementList', method: 'POST', type: 'read' },
    { name: 'approve', url: '/api/loyalty/staff/approveSettlement', method: 'POST', type: 'basic' },
    { name: 'pay', url: '/api/loyalty/staff/paySettlement', method: 'POST', type: 'basic' },
    { name: 'reject', url: '/api/loyalty/staff/rejectSettlement', method: 'POST', type: 'basic' },
  ],
} satisfies PageDefinitionInput;
