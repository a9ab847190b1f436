import type { LocalizedLabels, PageDefinitionInput } from '../../../src/api/pageDefinition';

/**
 * The staff's queue of points settlements (issue 11: "a page definition over the same data is enough"): the page
 * engine lists every merchant's settlements through /api/loyalty/staff/settlementList, reads one by id through the
 * same call, and its buttons approve, mark paid or reject (with the reason typed on the form) through the
 * decision calls, basic-API style (POST { id, …the form's fields }, the others ignored). The server allows only
 * requested → approved → paid, or rejected from requested or approved, and needs `approvesettlements`.
 * Plain data (no server imports), like pages.ts.
 */
const STATUS_ITEMS = [
  { key: 'requested', value: { vi: 'Đã yêu cầu', en: 'Requested' } },
  { key: 'approved', value: { vi: 'Đã duyệt', en: 'Approved' } },
  { key: 'paid', value: { vi: 'Đã thanh toán', en: 'Paid' } },
  { key: 'rejected', value: { vi: 'Bị từ chối', en: 'Rejected' } },
];

const readOnly = (field: string, name: LocalizedLabels, type: 'text' | 'number' = 'text') =>
  ({ field, name, widget: 'Text', type, disabled: true }) as const;

export const pointSettlementsPage = {
  id: 64,
  name: { vi: 'Quyết toán điểm', en: 'Point settlements' },
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
    readOnly('ownerCode', { vi: 'Mã đại lý', en: 'Merchant code' }),
    readOnly('ownerName', { vi: 'Tên đại lý', en: 'Merchant name' }),
    readOnly('periodFrom', { vi: 'Từ ngày', en: 'From' }),
    readOnly('periodTo', { vi: 'Đến ngày', en: 'To' }),
    readOnly('points', { vi: 'Số điểm', en: 'Points' }, 'number'),
    readOnly('rate', { vi: 'Tỷ lệ (VND/điểm)', en: 'Rate (VND/point)' }, 'number'),
    readOnly('amount', { vi: 'Số tiền (VND)', en: 'Amount (VND)' }, 'number'),
    { field: 'status', name: { vi: 'Trạng thái', en: 'Status' }, widget: 'Enum', disabled: true, items: STATUS_ITEMS },
    readOnly('createdAt', { vi: 'Ngày yêu cầu', en: 'Requested on' }),
    readOnly('decidedAt', { vi: 'Ngày xử lý', en: 'Decided on' }),
    { field: 'reason', name: { vi: 'Lý do từ chối', en: 'Reason for rejection' }, widget: 'TextArea', placeholder: { vi: 'Bắt buộc khi từ chối', en: 'Required to reject' } },
  ],
  buttons: [
    {
      title: { vi: 'Duyệt', en: 'Approve' }, mode: ['show', 'edit'], action: 'api', api: 'approve', apiBasic: true, color: 'success', icon: 'check',
      confirm: { vi: 'Duyệt quyết toán của #ownerCode# (#points# điểm)?', en: 'Approve the settlement of #ownerCode# (#points# points)?' }, backOnDone: true,
    },
    {
      title: { vi: 'Đã thanh toán', en: 'Paid' }, mode: ['show', 'edit'], action: 'api', api: 'pay', apiBasic: true, color: 'primary', icon: 'points',
      confirm: { vi: 'Xác nhận đã thanh toán quyết toán của #ownerCode#?', en: 'Confirm that the settlement of #ownerCode# is paid?' }, backOnDone: true,
    },
    {
      title: { vi: 'Từ chối', en: 'Reject' }, mode: ['show', 'edit'], action: 'api', api: 'reject', apiBasic: true, color: 'error', icon: 'block',
      requires: [{ field: 'reason', message: { vi: 'Vui lòng nhập lý do từ chối', en: 'Please enter the reason for rejection' } }],
      confirm: { vi: 'Từ chối quyết toán của #ownerCode#? Lý do: #reason#', en: 'Reject the settlement of #ownerCode#? Reason: #reason#' }, backOnDone: true,
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
