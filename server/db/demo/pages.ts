import type { PageDefinitionInput } from '../../../src/api/pageDefinition';
import { pointSettlementsPage } from './settlementPage';

/**
 * The demo page definitions of the back-office (spec §2 generic form, §3 page definition): partner vouchers and
 * the pages they link to. Plain data (no server imports): the web tests import it too. Every definition passes
 * validateDefinition with no error; the seed stores each as version 1.
 */

type ApiType = 'list' | 'read' | 'create' | 'update' | 'delete';
const METHODS: Record<ApiType, 'GET' | 'POST' | 'PATCH' | 'DELETE'> = {
  list: 'GET', read: 'GET', create: 'POST', update: 'PATCH', delete: 'DELETE',
};

/** The generic record store's calls on one model (spec §7 "Generic page calls"). */
const recordApis = (model: string, types: readonly ApiType[] = ['list', 'read', 'create', 'update', 'delete']) =>
  types.map((type) => ({ name: type, url: `/api/records/${model}`, method: METHODS[type], type, controller: 'records', action: type }));

type Buttons = NonNullable<PageDefinitionInput['buttons']>;

/** Create, save and delete buttons of a plain record page. */
const recordButtons = (what: string): Buttons => [
  { title: `Thêm ${what}`, mode: 'create', type: 'submit', action: 'api', api: 'create', color: 'primary', icon: 'add', backOnDone: true },
  { title: 'Lưu', mode: ['edit', 'changed'], type: 'submit', action: 'api', api: 'update', color: 'primary', icon: 'save' },
  { title: 'Xoá', mode: 'show', action: 'api', api: 'delete', color: 'error', icon: 'delete', confirm: `Xoá ${what} #name#?`, backOnDone: true },
];

/**
 * What the sync and block calls record on a voucher (server/modules/vouchers/service.ts), shown read-only: they are
 * disabled, so a save keeps them as the calls stored them.
 */
const voucherResultFields = (group?: string) => [
  {
    field: 'syncStatus', name: 'Trạng thái đồng bộ', widget: 'Enum', disabled: true, items: [{ key: 'synced', value: 'Đã đồng bộ' }],
    ...(group === undefined ? {} : { group }),
  },
  { field: 'syncedAt', name: 'Thời điểm đồng bộ', widget: 'Text', type: 'text', disabled: true, ...(group === undefined ? {} : { group }) },
  { field: 'blockedAt', name: 'Thời điểm chặn', widget: 'Text', type: 'text', disabled: true, ...(group === undefined ? {} : { group }) },
] satisfies PageDefinitionInput['schema'];

/**
 * A realistic back-office page: the partner vouchers staff review, sync and block. It uses each of the 21 widgets
 * of spec §9 and each button action (url, api, formModal, report), with confirm texts, url templates, apiBasic,
 * embedUrl and backOnDone. The web tests (test/web/dynamic/fixtures/everyWidget.ts) and the browser tests reuse
 * it: keep it valid (no errors, no warnings), and keep the order of its buttons and apis, which tests index.
 */
export const everyWidgetPage = {
  id: 60,
  name: 'Ưu đãi đối tác',
  resource: 'partner-vouchers',
  action: 'managerecords',
  icon: 'voucher',
  read: 'read',
  api: 'update',
  group: true,
  list: {
    columns: ['code', 'name', 'partnerId', 'exchangePoint', 'status', 'endDate'],
    filters: ['code', 'name', 'status'],
    sort: { field: 'endDate', order: 'DESC' },
  },
  schema: [
    { field: 'code', name: 'Mã ưu đãi', widget: 'Text', type: 'text', required: true, placeholder: 'VD: GRAB50K', group: 'Thông tin chung' },
    { field: 'name', name: 'Tên ưu đãi', widget: 'Text', type: 'text', required: true, group: 'Thông tin chung' },
    { field: 'title', name: 'Tiêu đề hiển thị', widget: 'TabsLanguage', isMutilLanguage: true, group: 'Thông tin chung' },
    {
      field: 'partnerId', name: 'Đối tác', widget: 'SingleModel', required: true, api: 'partners',
      modelSelectField: 'name$$Tên đối tác,code$$Mã đối tác', group: 'Thông tin chung',
    },
    { field: 'categoryId', name: 'Danh mục', widget: 'SelectModel', api: 'categories', modelSelectField: 'name$$Danh mục', group: 'Thông tin chung' },
    // The lifecycle state (src/api/voucherLifecycle.ts): a new voucher is submitted whatever is sent, the record
    // store keeps it on update, and only the voucher calls (sync, reject, create_approve, block) change it.
    {
      field: 'status', name: 'Trạng thái', widget: 'Enum', default: 'submitted', disabled: true, group: 'Thông tin chung',
      items: [
        { key: 'submitted', value: 'Chờ duyệt', color: 'default' }, { key: 'synced', value: 'Đã đồng bộ', color: 'info' },
        { key: 'rejected', value: 'Bị từ chối', color: 'error' }, { key: 'approved', value: 'Đã duyệt', color: 'primary' },
        { key: 'active', value: 'Đang áp dụng', color: 'success' }, { key: 'expired', value: 'Hết hạn', color: 'warning' },
        { key: 'blocked', value: 'Đã chặn', color: 'error' },
      ],
    },
    { field: 'isHot', name: 'Ưu đãi nổi bật', widget: 'Checkbox', default: false, group: 'Thông tin chung' },
    { field: 'exchangePoint', name: 'Điểm đổi', widget: 'Text', type: 'number', default: 0, required: true, group: 'Giá trị', rules: [{ min: 0 }] },
    { field: 'value', name: 'Giá trị ưu đãi', widget: 'Text', type: 'text', placeholder: 'VD: Giảm 50.000đ', group: 'Giá trị' },
    { field: 'description', name: 'Mô tả', widget: 'TextArea', group: 'Nội dung' },
    { field: 'content', name: 'Nội dung chi tiết', widget: 'RichText', group: 'Nội dung' },
    { field: 'terms', name: 'Điều kiện áp dụng', widget: 'CkEditorSchema', group: 'Nội dung' },
    { field: 'startDate', name: 'Ngày bắt đầu', widget: 'Date', required: true, group: 'Thời gian áp dụng' },
    {
      field: 'endDate', name: 'Ngày kết thúc', widget: 'Date', required: true, group: 'Thời gian áp dụng',
      rules: [
        { compare: { op: '>=', field: 'startDate' } },
        // A new voucher (always submitted) must still be usable when it is created.
        { notPast: { when: { field: 'status', equals: 'submitted' }, on: 'create' }, message: 'app.records.rules.expiredActive' },
      ],
    },
    { field: 'redeemFrom', name: 'Giờ bắt đầu đổi', widget: 'Time', group: 'Thời gian áp dụng' },
    { field: 'thumbnail', name: 'Ảnh đại diện', widget: 'Image', imageWidth: 250, imageHeight: 260, group: 'Hình ảnh' },
    { field: 'images', name: 'Hình ảnh ưu đãi', widget: 'ArrayImage', group: 'Hình ảnh' },
    { field: 'contract', name: 'Hợp đồng đối tác', widget: 'Upload', group: 'Hình ảnh' },
    {
      field: 'shopIds', name: 'Cửa hàng áp dụng', widget: 'ArrayModel', api: 'shops',
      modelSelectField: 'name$$Tên cửa hàng,address$$Địa chỉ', group: 'Địa điểm áp dụng',
    },
    {
      field: 'channels', name: 'Kênh phân phối', widget: 'SelectMutilple', modelSelectField: 'value$$Kênh', group: 'Địa điểm áp dụng',
      items: [{ key: 'app', value: 'Ứng dụng' }, { key: 'web', value: 'Website' }, { key: 'pos', value: 'Tại quầy' }],
    },
    { field: 'location', name: 'Vị trí đổi quà', widget: 'Location', placeholder: '21.0575491/105.7909262', group: 'Địa điểm áp dụng' },
    { field: 'hotLine', name: 'Hotline', widget: 'Text', type: 'text', placeholder: '1900 1234', group: 'Địa điểm áp dụng' },
    {
      field: 'pointRules', name: 'Quy tắc đổi điểm', widget: 'TableSchema', group: 'Quy tắc',
      items: [
        { field: 'order', title: 'Thứ tự', dataType: 'number' },
        { field: 'date', title: 'Ngày', dataType: 'string', interfaceType: 'date' },
        { field: 'points', title: 'Số điểm', dataType: 'float', placeholder: '0.5' },
      ],
    },
    {
      field: 'limits', name: 'Giới hạn theo kênh', widget: 'TableGenerate', group: 'Quy tắc',
      items: [
        { field: 'channel', title: 'Kênh', dataType: 'string' },
        { field: 'maxPerDay', title: 'Tối đa mỗi ngày', dataType: 'number' },
        { field: 'enabled', title: 'Đang bật', dataType: 'boolean' },
        { field: 'tags', title: 'Nhãn', dataType: 'array' },
      ],
    },
    { field: 'partnerSecret', name: 'Mã bí mật đối tác', widget: 'Password', hideValue: true, group: 'Bảo mật' },
    {
      field: 'blockMessage', name: 'Lý do chặn', widget: 'TextArea', disabled: true, group: 'Bảo mật',
      hideExpression: "status != 'blocked'",
    },
    { field: 'captcha', name: 'Mã xác nhận', widget: 'Captcha', required: true, hideExpression: '!isHot', group: 'Bảo mật' },
    ...voucherResultFields('Đồng bộ và chặn'),
  ],
  buttons: [
    { title: 'Tạo ưu đãi', mode: 'create', type: 'submit', action: 'api', api: 'create', color: 'primary', icon: 'add', backOnDone: true },
    { title: 'Lưu', mode: ['edit', 'changed'], type: 'submit', action: 'api', api: 'update', color: 'primary', icon: 'save' },
    {
      title: 'Đồng bộ', mode: 'show,edit', action: 'api', api: 'sync-voucher', apiBasic: true, color: 'success', icon: 'sync',
      confirm: 'Đồng bộ ưu đãi #name# (#code#) sang đối tác?',
    },
    // The reason is typed on the preview page (54), whose own Chặn button calls block-voucher: here it is read-only.
    { title: 'Chặn', mode: ['show', 'edit'], action: 'url', url: '#/form?page=54&mode=edited&id=$', embedUrl: true, color: 'error', icon: 'block' },
    { title: 'Xoá', mode: 'show', action: 'api', api: 'delete', color: 'error', icon: 'delete', confirm: 'Xoá ưu đãi #code#?', backOnDone: true },
    { title: 'Xem trước', mode: ['show', 'edit'], action: 'url', url: '#/form?page=54&mode=edited&id=$', icon: 'view' },
    {
      title: 'Nhập số điện thoại', mode: 'edited', action: 'url', url: '#/form?page=45&mode=import&embed={"voucher":"#code#"}',
      embedUrl: true, icon: 'phone', color: 'secondary',
    },
    { title: 'Trang đối tác', mode: 'show', action: 'url', url: 'https://partners.example.com/vouchers/#code#?ref=@page@', icon: 'link', color: 'inherit' },
    { title: 'Thêm cửa hàng', mode: ['edit', 'changed'], action: 'formModal', pageId: 46, icon: 'store', color: 'info' },
    // An empty `partnerId` (no record in list mode) filters nothing: GET /api/reports ignores empty parameters.
    { title: 'Xuất báo cáo', mode: 'list', action: 'report', url: '/api/reports/partner-vouchers?partnerId=#partnerId#', icon: 'download', color: 'warning' },
    // Each row's lifecycle screens, as its state allows (src/api/voucherLifecycle.ts); the edit form reaches the history.
    { title: 'Xem trước', mode: 'row', action: 'url', url: '#/form?page=54&mode=edited&id=$', color: 'inherit' },
    { title: 'Xét duyệt', mode: 'row', action: 'url', url: '#/voucherReview?voucher=$', hideExpression: "status != 'submitted' && status != 'synced'" },
    {
      title: 'Duyệt', mode: 'row', action: 'url', url: '#/voucherApprove?voucher=$', color: 'success',
      hideExpression: "status != 'synced' && status != 'approved' && status != 'active'",
    },
    { title: 'Lịch sử trạng thái', mode: 'edit', action: 'url', url: '#/voucherReview?voucher=$', icon: 'view', color: 'inherit' },
  ],
  apis: [
    ...recordApis('partner-vouchers'),
    { name: 'sync-voucher', url: '/api/vouchers/sync-voucher', method: 'POST', type: 'basic', controller: 'vouchers', action: 'sync' },
    { name: 'block-voucher', url: '/api/vouchers/block-voucher', method: 'POST', type: 'basic', controller: 'vouchers', action: 'block' },
    { name: 'partners', url: '/api/records/partners', method: 'GET', type: 'list' },
    { name: 'categories', url: '/api/records/voucher-categories', method: 'GET', type: 'list' },
    // Not /api/records/shops: 'shops' is the merchant portal's own screen (#/shops), a reserved resource name.
    { name: 'shops', url: '/api/records/partner-shops', method: 'GET', type: 'list' },
  ],
  languages: [{ code: 'vi', name: 'Tiếng Việt' }, { code: 'en', name: 'English' }],
} satisfies PageDefinitionInput;

/** The partners whose vouchers page 60 lists (its `partnerId` picker). */
export const partnersPage = {
  id: 61,
  name: 'Đối tác',
  resource: 'partners',
  action: 'managerecords',
  icon: 'person',
  read: 'read',
  api: 'update',
  list: { columns: ['code', 'name', 'hotLine'], filters: ['code', 'name'], sort: { field: 'name', order: 'ASC' } },
  schema: [
    { field: 'name', name: 'Tên đối tác', widget: 'Text', type: 'text', required: true },
    {
      field: 'code', name: 'Mã đối tác', widget: 'Text', type: 'text', required: true, placeholder: 'VD: HIGHLANDS',
      rules: [{ unique: true, message: 'app.records.rules.partnerCodeTaken' }],
    },
    { field: 'detail', name: 'Thông tin đối tác', widget: 'TextArea' },
    { field: 'hotLine', name: 'Hotline', widget: 'Text', type: 'text', placeholder: '1900 1234' },
  ],
  buttons: recordButtons('đối tác'),
  apis: recordApis('partners'),
} satisfies PageDefinitionInput;

/** Voucher categories (page 60's `categoryId` picker). */
export const voucherCategoriesPage = {
  id: 62,
  name: 'Danh mục ưu đãi',
  resource: 'voucher-categories',
  action: 'managerecords',
  icon: 'list',
  read: 'read',
  api: 'update',
  list: { columns: ['name'], filters: ['name'], sort: { field: 'name', order: 'ASC' } },
  schema: [{ field: 'name', name: 'Danh mục', widget: 'Text', type: 'text', required: true }],
  buttons: recordButtons('danh mục'),
  apis: recordApis('voucher-categories'),
} satisfies PageDefinitionInput;

/** The partners' shops where a voucher applies (page 60's `shopIds` picker; page 46 adds one). */
export const partnerShopsPage = {
  id: 63,
  name: 'Cửa hàng đối tác',
  resource: 'partner-shops',
  action: 'managerecords',
  icon: 'store',
  read: 'read',
  api: 'update',
  list: { columns: ['name', 'address'], filters: ['name', 'address'], sort: { field: 'name', order: 'ASC' } },
  schema: [
    { field: 'name', name: 'Tên cửa hàng', widget: 'Text', type: 'text', required: true },
    { field: 'address', name: 'Địa chỉ', widget: 'TextArea', required: true },
  ],
  buttons: recordButtons('cửa hàng'),
  apis: recordApis('partner-shops'),
} satisfies PageDefinitionInput;

/**
 * 'Nhập số điện thoại' (spec §2): /form?page=45&mode=import&embed={"voucher":"<code>"} records customers' phones for a
 * voucher, one typed or many pasted or uploaded (PhoneImport → POST /api/vouchers/phones/import). From the menu
 * (create) the voucher is picked among the merchant's; given by the link, it is fixed.
 */
export const voucherPhonesPage = {
  id: 45,
  name: 'Nhập số điện thoại',
  resource: 'voucher-phones',
  action: 'managerecords',
  icon: 'phone',
  // No `read`: the import link carries the voucher, not one of these records.
  api: 'create',
  list: { columns: ['phone', 'voucher', 'note'], filters: ['phone', 'voucher'] },
  schema: [
    {
      field: 'voucher', name: 'Mã ưu đãi', widget: 'ModelCode', required: true, api: 'vouchers',
      modelSelectField: 'code$$Mã ưu đãi,name$$Tên ưu đãi',
    },
    { field: 'phone', name: 'Số điện thoại', widget: 'Phone', required: true, placeholder: '0901234567' },
    { field: 'note', name: 'Ghi chú', widget: 'TextArea' },
    { field: 'phones', name: 'Nhập nhiều số', widget: 'PhoneImport', api: 'import' },
  ],
  buttons: [
    { title: 'Lưu số điện thoại', mode: ['import', 'create'], type: 'submit', action: 'api', api: 'create', color: 'primary', icon: 'save' },
    { title: 'Xoá', mode: 'show', action: 'api', api: 'delete', color: 'error', icon: 'delete', confirm: 'Xoá số #phone#?', backOnDone: true },
  ],
  apis: [
    ...recordApis('voucher-phones', ['list', 'read', 'create', 'delete']),
    { name: 'vouchers', url: '/api/records/partner-vouchers', method: 'GET', type: 'list' },
    { name: 'import', url: '/api/vouchers/phones/import', method: 'POST', type: 'basic', controller: 'vouchers', action: 'importPhones' },
  ],
} satisfies PageDefinitionInput;

/** The form page 60's 'Thêm cửa hàng' button opens in a modal: adds a partner shop (no resource of its own). */
export const addShopPage = {
  id: 46,
  name: 'Thêm cửa hàng',
  action: 'managerecords',
  api: 'create',
  schema: [
    { field: 'name', name: 'Tên cửa hàng', widget: 'Text', type: 'text', required: true },
    { field: 'address', name: 'Địa chỉ', widget: 'TextArea', required: true },
  ],
  buttons: [{ title: 'Thêm cửa hàng', mode: 'create', type: 'submit', action: 'api', api: 'create', color: 'primary', icon: 'add' }],
  apis: recordApis('partner-shops', ['create']),
} satisfies PageDefinitionInput;

/** The voucher preview (spec §2, page 54): reads one partner voucher; sync and block it. No resource. */
export const voucherPreviewPage = {
  id: 54,
  name: 'Xem trước ưu đãi',
  action: 'managerecords',
  icon: 'view',
  read: 'read',
  // The phone-style mock-up over GET /api/vouchers/read (voucherInfo, partnerInfo, shopInfos).
  view: 'voucherPreview',
  schema: [
    { field: 'name', name: 'Tên ưu đãi', widget: 'Text', type: 'text', disabled: true },
    { field: 'images', name: 'Hình ảnh ưu đãi', widget: 'ArrayImage', disabled: true },
    { field: 'exchangePoint', name: 'Điểm đổi', widget: 'Text', type: 'number', disabled: true },
    { field: 'value', name: 'Giá trị ưu đãi', widget: 'Text', type: 'text', disabled: true },
    { field: 'startDate', name: 'Ngày bắt đầu', widget: 'Date', disabled: true },
    { field: 'endDate', name: 'Ngày kết thúc', widget: 'Date', disabled: true },
    { field: 'description', name: 'Mô tả', widget: 'TextArea', disabled: true },
    { field: 'hotLine', name: 'Hotline', widget: 'Text', type: 'text', disabled: true },
    // The reason the block button sends: typed here (this page has no resource, so it governs no record writes).
    { field: 'blockMessage', name: 'Lý do chặn', widget: 'TextArea', placeholder: 'Vui lòng nhập lý do chặn' },
    ...voucherResultFields(),
  ],
  buttons: [
    {
      title: 'Đồng bộ', mode: ['edited', 'show'], action: 'api', api: 'sync-voucher', apiBasic: true, color: 'success', icon: 'sync',
      confirm: 'Đồng bộ ưu đãi #name#?',
    },
    {
      title: 'Chặn', mode: ['edited', 'show'], action: 'api', api: 'block-voucher', apiBasic: true, color: 'error', icon: 'block',
      confirm: 'Chặn ưu đãi #name#? Lý do: #blockMessage#',
      // Spec §5: refused before the confirm when the reason is blank (the server refuses it too).
      requires: [{ field: 'blockMessage', message: 'app.vouchers.blockReasonRequired' }],
    },
  ],
  apis: [
    { name: 'read', url: '/api/vouchers/read', method: 'GET', type: 'read', controller: 'vouchers', action: 'read' },
    { name: 'sync-voucher', url: '/api/vouchers/sync-voucher', method: 'POST', type: 'basic', controller: 'vouchers', action: 'sync' },
    { name: 'block-voucher', url: '/api/vouchers/block-voucher', method: 'POST', type: 'basic', controller: 'vouchers', action: 'block' },
  ],
} satisfies PageDefinitionInput;

/** Every demo page, in id order. */
export const DEMO_PAGES: readonly PageDefinitionInput[] = [
  voucherPhonesPage, addShopPage, voucherPreviewPage, everyWidgetPage, partnersPage, voucherCategoriesPage, partnerShopsPage,
  pointSettlementsPage,
];
