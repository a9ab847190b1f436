import type { LocalizedLabels, PageDefinitionInput } from '../../../src/api/pageDefinition';

/**
 * The staff's queue of points settlements (issue 11: "a page definition over the same data is enough"): the page
 * engine lists every merchant's settlements through /api/loyalty/staff/settlementList, reads one by id through the
 * same call, and its buttons approve, mark paid or reject through the decision calls, basic-API style (POST { id,
 * …the form's fields }, the others ignored). The record is shown read-only, so Reject asks for its required reason
 * in its confirm dialog. Each button shows only in the statuses the server allows it from: requested → approved →
 * paid, or rejected from requested or approved; the calls need `approvesettlements`.
 * Plain data (no server imports), like pages.ts.
 */
const STATUS_ITEMS = [
  { key: 'requested', value: { vi: 'Đã yêu cầu', en: 'Requested' } },
  { key: 'approved', value: { vi: 'Đã duyệt', en: 'Approved' } },
  { key: 'paid', value: { vi: 'Đã thanh toán', en: 'Paid' } },
  { key: 'rejected', value: { vi: 'Bị từ chối', en: 'Rejected' } },
];

const readOnly = (field: string, name: LocalizedLabels, type: 'text' | 'number' | 'money' = 'text') =>
  ({ field, name, widget: 'Text', type, disabled: true }) as const;

/** Dates DD/MM/YYYY; an instant (requested, decided) as its day in Vietnam, not in UTC. */
const day = (field: string, name: LocalizedLabels) => ({ field, name, widget: 'Date', disabled: true }) as const;

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
    day('periodFrom', { vi: 'Từ ngày', en: 'From' }),
    day('periodTo', { vi: 'Đến ngày', en: 'To' }),
    readOnly('points', { vi: 'Số điểm', en: 'Points' }, 'number'),
    readOnly('rate', { vi: 'Giá trị mỗi điểm', en: 'Value of a point' }, 'money'),
    readOnly('amount', { vi: 'Số tiền', en: 'Amount' }, 'money'),
    { field: 'status', name: { vi: 'Trạng thái', en: 'Status' }, widget: 'Enum', disabled: true, items: STATUS_ITEMS },
    day('createdAt', { vi: 'Ngày yêu cầu', en: 'Requested on' }),
    day('decidedAt', { vi: 'Ngày xử lý', en: 'Decided on' }),
    { field: 'reason', name: { vi: 'Lý do từ chối', en: 'Reason for rejection' }, widget: 'TextArea', disabled: true, hideExpression: "status != 'rejected'" },
  ],
  buttons: [
    {
      title: { vi: 'Duyệt', en: 'Approve' }, mode: ['show', 'edit'], action: 'api', api: 'approve', apiBasic: true, color: 'success', icon: 'check',
      hideExpression: "status != 'requested'",
      confirm: { vi: 'Duyệt quyết toán của #ownerCode# (#points# điểm)?', en: 'Approve the settlement of #ownerCode# (#points# points)?' }, backOnDone: true,
    },
    {
      title: { vi: 'Đã thanh toán', en: 'Paid' }, mode: ['show', 'edit'], action: 'api', api: 'pay', apiBasic: true, color: 'primary', icon: 'points',
      hideExpression: "status != 'approved'",
      confirm: { vi: 'Xác nhận đã thanh toán quyết toán của #ownerCode#?', en: 'Confirm that the settlement of #ownerCode# is paid?' }, backOnDone: true,
    },
    {
      title: { vi: 'Từ chối', en: 'Reject' }, mode: ['show', 'edit'], action: 'api', api: 'reject', apiBasic: true, color: 'error', icon: 'block',
      hideExpression: "status != 'requested' && status != 'approved'",
      // Asked in the confirm dialog (the record is read-only); its points can then be settled again.
      requires: [{ field: 'reason', message: { vi: 'Vui lòng nhập lý do từ chối', en: 'Please enter the reason for rejection' } }],
      confirm: { vi: 'Từ chối quyết toán của #ownerCode# (#points# điểm)?', en: 'Reject the settlement of #ownerCode# (#points# points)?' }, backOnDone: true,
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
