import type { LocalizedLabels, PageDefinitionInput } from '../../../src/api/pageDefinition';
import { TRANSITIONS, type VoucherAction } from '../../../src/api/voucherLifecycle';
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

/** Create, save and delete buttons of a plain record page; `what` names one record in each language. */
const recordButtons = (what: Required<LocalizedLabels>): Buttons => [
  {
    title: { vi: `Thêm ${what.vi}`, en: `Add ${what.en}` }, mode: 'create', type: 'submit', action: 'api', api: 'create', color: 'primary', icon: 'add',
    backOnDone: true,
  },
  { title: { vi: 'Lưu', en: 'Save' }, mode: ['edit', 'changed'], type: 'submit', action: 'api', api: 'update', color: 'primary', icon: 'save' },
  {
    title: { vi: 'Xoá', en: 'Delete' }, mode: 'show', action: 'api', api: 'delete', color: 'error', icon: 'delete',
    confirm: { vi: `Xoá ${what.vi} #name#?`, en: `Delete ${what.en} #name#?` }, backOnDone: true,
  },
];

/** A lifecycle button is hidden in every state its action is not allowed from (the server refuses it there). */
const hiddenUnlessAllowed = (action: VoucherAction): string => TRANSITIONS[action].from.map((state) => `status != '${state}'`).join(' && ');
const SYNC_HIDDEN = hiddenUnlessAllowed('sync');
const BLOCK_HIDDEN = hiddenUnlessAllowed('block');

/**
 * What the sync and block calls record on a voucher (server/modules/vouchers/service.ts), shown read-only: they are
 * disabled, so a save keeps them as the calls stored them.
 */
const voucherResultFields = (group?: LocalizedLabels) => [
  {
    field: 'syncStatus', name: { vi: 'Trạng thái đồng bộ', en: 'Sync status' }, widget: 'Enum', disabled: true, items: [{ key: 'synced', value: { vi: 'Đã đồng bộ', en: 'Synced' } }],
    ...(group === undefined ? {} : { group }),
  },
  { field: 'syncedAt', name: { vi: 'Thời điểm đồng bộ', en: 'Synced at' }, widget: 'Text', type: 'text', disabled: true, ...(group === undefined ? {} : { group }) },
  { field: 'blockedAt', name: { vi: 'Thời điểm chặn', en: 'Blocked at' }, widget: 'Text', type: 'text', disabled: true, ...(group === undefined ? {} : { group }) },
] satisfies PageDefinitionInput['schema'];

/**
 * A realistic back-office page: the partner vouchers staff review, sync and block. It uses each of the 21 widgets
 * of spec §9 and each button action (url, api, formModal, report), with confirm texts, url templates, apiBasic,
 * embedUrl and backOnDone. The web tests (test/web/dynamic/fixtures/everyWidget.ts) and the browser tests reuse
 * it: keep it valid (no errors, no warnings), and keep the order of its buttons and apis, which tests index.
 */
export const everyWidgetPage = {
  id: 60,
  name: { vi: 'Ưu đãi đối tác', en: 'Partner vouchers' },
  resource: 'partner-vouchers',
  action: 'managerecords',
  icon: 'voucher',
  read: 'read',
  api: 'update',
  group: true,
  list: {
    columns: ['code', 'name', 'partnerId', 'exchangePoint', 'minOrder', 'status', 'endDate'],
    filters: ['code', 'name', 'status'],
    sort: { field: 'endDate', order: 'DESC' },
  },
  schema: [
    { field: 'code', name: { vi: 'Mã ưu đãi', en: 'Voucher code' }, widget: 'Text', type: 'text', required: true, placeholder: { vi: 'VD: GRAB50K', en: 'e.g. GRAB50K' }, group: { vi: 'Thông tin chung', en: 'General' } },
    { field: 'name', name: { vi: 'Tên ưu đãi', en: 'Voucher name' }, widget: 'Text', type: 'text', required: true, group: { vi: 'Thông tin chung', en: 'General' } },
    { field: 'title', name: { vi: 'Tiêu đề hiển thị', en: 'Display title' }, widget: 'TabsLanguage', isMutilLanguage: true, group: { vi: 'Thông tin chung', en: 'General' } },
    {
      field: 'partnerId', name: { vi: 'Đối tác', en: 'Partner' }, widget: 'SingleModel', required: true, api: 'partners',
      modelSelectField: { vi: 'name$$Tên đối tác,code$$Mã đối tác', en: 'name$$Partner name,code$$Partner code' }, group: { vi: 'Thông tin chung', en: 'General' },
    },
    { field: 'categoryId', name: { vi: 'Danh mục', en: 'Category' }, widget: 'SelectModel', api: 'categories', modelSelectField: { vi: 'name$$Danh mục', en: 'name$$Category' }, group: { vi: 'Thông tin chung', en: 'General' } },
    // The lifecycle state (src/api/voucherLifecycle.ts): a new voucher is submitted whatever is sent, the record
    // store keeps it on update, and only the voucher calls (sync, reject, create_approve, block) change it.
    {
      field: 'status', name: { vi: 'Trạng thái', en: 'Status' }, widget: 'Enum', default: 'submitted', disabled: true, group: { vi: 'Thông tin chung', en: 'General' },
      items: [
        { key: 'submitted', value: { vi: 'Chờ duyệt', en: 'Awaiting review' }, color: 'default' }, { key: 'synced', value: { vi: 'Đã đồng bộ', en: 'Synced' }, color: 'info' },
        { key: 'rejected', value: { vi: 'Bị từ chối', en: 'Rejected' }, color: 'error' }, { key: 'approved', value: { vi: 'Đã duyệt', en: 'Approved' }, color: 'primary' },
        { key: 'active', value: { vi: 'Đang áp dụng', en: 'Active' }, color: 'success' }, { key: 'expired', value: { vi: 'Hết hạn', en: 'Expired' }, color: 'warning' },
        { key: 'blocked', value: { vi: 'Đã chặn', en: 'Blocked' }, color: 'error' },
      ],
    },
    { field: 'isHot', name: { vi: 'Ưu đãi nổi bật', en: 'Featured voucher' }, widget: 'Checkbox', default: false, group: { vi: 'Thông tin chung', en: 'General' } },
    { field: 'exchangePoint', name: { vi: 'Điểm đổi', en: 'Exchange points' }, widget: 'Text', type: 'number', default: 0, required: true, group: { vi: 'Giá trị', en: 'Value' }, rules: [{ min: 0 }] },
    { field: 'minOrder', name: { vi: 'Đơn hàng tối thiểu', en: 'Minimum order' }, widget: 'Text', type: 'money', group: { vi: 'Giá trị', en: 'Value' }, rules: [{ min: 0 }] },
    { field: 'value', name: { vi: 'Giá trị ưu đãi', en: 'Voucher value' }, widget: 'Text', type: 'text', placeholder: { vi: 'VD: Giảm 50.000đ', en: 'e.g. 50,000 VND off' }, group: { vi: 'Giá trị', en: 'Value' } },
    { field: 'description', name: { vi: 'Mô tả', en: 'Description' }, widget: 'TextArea', group: { vi: 'Nội dung', en: 'Content' } },
    { field: 'content', name: { vi: 'Nội dung chi tiết', en: 'Details' }, widget: 'RichText', group: { vi: 'Nội dung', en: 'Content' } },
    { field: 'terms', name: { vi: 'Điều kiện áp dụng', en: 'Terms of use' }, widget: 'CkEditorSchema', group: { vi: 'Nội dung', en: 'Content' } },
    { field: 'startDate', name: { vi: 'Ngày bắt đầu', en: 'Start date' }, widget: 'Date', required: true, group: { vi: 'Thời gian áp dụng', en: 'Validity' } },
    {
      field: 'endDate', name: { vi: 'Ngày kết thúc', en: 'End date' }, widget: 'Date', required: true, group: { vi: 'Thời gian áp dụng', en: 'Validity' },
      rules: [
        { compare: { op: '>=', field: 'startDate' } },
        // A new voucher (always submitted) must still be usable when it is created.
        { notPast: { when: { field: 'status', equals: 'submitted' }, on: 'create' }, message: 'app.records.rules.expiredActive' },
      ],
    },
    { field: 'redeemFrom', name: { vi: 'Giờ bắt đầu đổi', en: 'Redeem from (time)' }, widget: 'Time', group: { vi: 'Thời gian áp dụng', en: 'Validity' } },
    { field: 'thumbnail', name: { vi: 'Ảnh đại diện', en: 'Thumbnail' }, widget: 'Image', imageWidth: 250, imageHeight: 260, group: { vi: 'Hình ảnh', en: 'Images' } },
    { field: 'images', name: { vi: 'Hình ảnh ưu đãi', en: 'Voucher images' }, widget: 'ArrayImage', group: { vi: 'Hình ảnh', en: 'Images' } },
    { field: 'contract', name: { vi: 'Hợp đồng đối tác', en: 'Partner contract' }, widget: 'Upload', group: { vi: 'Hình ảnh', en: 'Images' } },
    {
      field: 'shopIds', name: { vi: 'Cửa hàng áp dụng', en: 'Participating shops' }, widget: 'ArrayModel', api: 'shops',
      modelSelectField: { vi: 'name$$Tên cửa hàng,address$$Địa chỉ', en: 'name$$Shop name,address$$Address' }, group: { vi: 'Địa điểm áp dụng', en: 'Where it applies' },
    },
    {
      field: 'channels', name: { vi: 'Kênh phân phối', en: 'Sales channels' }, widget: 'SelectMutilple', modelSelectField: { vi: 'value$$Kênh', en: 'value$$Channel' }, group: { vi: 'Địa điểm áp dụng', en: 'Where it applies' },
      items: [{ key: 'app', value: { vi: 'Ứng dụng', en: 'App' } }, { key: 'web', value: { vi: 'Website', en: 'Website' } }, { key: 'pos', value: { vi: 'Tại quầy', en: 'At the counter' } }],
    },
    { field: 'location', name: { vi: 'Vị trí đổi quà', en: 'Redemption location' }, widget: 'Location', placeholder: { vi: '21.0575491/105.7909262', en: '21.0575491/105.7909262' }, group: { vi: 'Địa điểm áp dụng', en: 'Where it applies' } },
    { field: 'hotLine', name: { vi: 'Hotline', en: 'Hotline' }, widget: 'Text', type: 'text', placeholder: { vi: '1900 1234', en: '1900 1234' }, group: { vi: 'Địa điểm áp dụng', en: 'Where it applies' } },
    {
      field: 'pointRules', name: { vi: 'Quy tắc đổi điểm', en: 'Point rules' }, widget: 'TableSchema', group: { vi: 'Quy tắc', en: 'Rules' },
      items: [
        { field: 'order', title: { vi: 'Thứ tự', en: 'Order' }, dataType: 'number' },
        { field: 'date', title: { vi: 'Ngày', en: 'Date' }, dataType: 'string', interfaceType: 'date' },
        { field: 'points', title: { vi: 'Số điểm', en: 'Points' }, dataType: 'float', placeholder: { vi: '0.5', en: '0.5' } },
      ],
    },
    {
      field: 'limits', name: { vi: 'Giới hạn theo kênh', en: 'Limits per channel' }, widget: 'TableGenerate', group: { vi: 'Quy tắc', en: 'Rules' },
      items: [
        { field: 'channel', title: { vi: 'Kênh', en: 'Channel' }, dataType: 'string' },
        { field: 'maxPerDay', title: { vi: 'Tối đa mỗi ngày', en: 'Most per day' }, dataType: 'number' },
        { field: 'enabled', title: { vi: 'Đang bật', en: 'Enabled' }, dataType: 'boolean' },
        { field: 'tags', title: { vi: 'Nhãn', en: 'Tags' }, dataType: 'array' },
      ],
    },
    { field: 'partnerSecret', name: { vi: 'Mã bí mật đối tác', en: 'Partner secret' }, widget: 'Password', hideValue: true, group: { vi: 'Bảo mật', en: 'Security' } },
    {
      field: 'blockMessage', name: { vi: 'Lý do chặn', en: 'Reason for blocking' }, widget: 'TextArea', disabled: true, group: { vi: 'Bảo mật', en: 'Security' },
      hideExpression: "status != 'blocked'",
    },
    { field: 'captcha', name: { vi: 'Mã xác thực', en: 'Captcha' }, widget: 'Captcha', required: true, hideExpression: '!isHot', group: { vi: 'Bảo mật', en: 'Security' } },
    ...voucherResultFields({ vi: 'Đồng bộ và chặn', en: 'Sync and block' }),
  ],
  buttons: [
    { title: { vi: 'Tạo ưu đãi', en: 'Create voucher' }, mode: 'create', type: 'submit', action: 'api', api: 'create', color: 'primary', icon: 'add', backOnDone: true },
    { title: { vi: 'Lưu', en: 'Save' }, mode: ['edit', 'changed'], type: 'submit', action: 'api', api: 'update', color: 'primary', icon: 'save' },
    {
      title: { vi: 'Đồng bộ', en: 'Sync' }, mode: 'show,edit', action: 'api', api: 'sync-voucher', apiBasic: true, color: 'success', icon: 'sync',
      confirm: { vi: 'Đồng bộ ưu đãi #name# (#code#) sang đối tác?', en: 'Sync voucher #name# (#code#) to the partner?' }, hideExpression: SYNC_HIDDEN,
    },
    // The reason is typed on the preview page (54), whose own Chặn button calls block-voucher: here it is read-only.
    {
      title: { vi: 'Chặn', en: 'Block' }, mode: ['show', 'edit'], action: 'url', url: '#/form?page=54&mode=edited&id=$', embedUrl: true, color: 'error', icon: 'block',
      hideExpression: BLOCK_HIDDEN,
    },
    { title: { vi: 'Xoá', en: 'Delete' }, mode: 'show', action: 'api', api: 'delete', color: 'error', icon: 'delete', confirm: { vi: 'Xoá ưu đãi #code#?', en: 'Delete voucher #code#?' }, backOnDone: true },
    { title: { vi: 'Xem trước', en: 'Preview' }, mode: ['show', 'edit'], action: 'url', url: '#/form?page=54&mode=edited&id=$', icon: 'view' },
    {
      title: { vi: 'Nhập số điện thoại', en: 'Enter phone numbers' }, mode: 'edited', action: 'url', url: '#/form?page=45&mode=import&embed={"voucher":"#code#"}',
      embedUrl: true, icon: 'phone', color: 'secondary',
    },
    { title: { vi: 'Trang đối tác', en: 'Partner\'s page' }, mode: 'show', action: 'url', url: 'https://partners.example.com/vouchers/#code#?ref=@page@', icon: 'link', color: 'inherit' },
    { title: { vi: 'Thêm cửa hàng', en: 'Add shop' }, mode: ['edit', 'changed'], action: 'formModal', pageId: 46, icon: 'store', color: 'info' },
    // An empty `partnerId` (no record in list mode) filters nothing: GET /api/reports ignores empty parameters.
    { title: { vi: 'Xuất báo cáo', en: 'Export report' }, mode: 'list', action: 'report', url: '/api/reports/partner-vouchers?partnerId=#partnerId#', icon: 'download', color: 'warning' },
    // Each row's lifecycle screens, as its state allows (src/api/voucherLifecycle.ts); the edit form reaches the history.
    { title: { vi: 'Xem trước', en: 'Preview' }, mode: 'row', action: 'url', url: '#/form?page=54&mode=edited&id=$', color: 'inherit' },
    { title: { vi: 'Xét duyệt', en: 'Review' }, mode: 'row', action: 'url', url: '#/voucherReview?voucher=$', hideExpression: "status != 'submitted' && status != 'synced'" },
    {
      title: { vi: 'Duyệt', en: 'Approve' }, mode: 'row', action: 'url', url: '#/voucherApprove?voucher=$', color: 'success',
      hideExpression: "status != 'synced' && status != 'approved' && status != 'active'",
    },
    { title: { vi: 'Lịch sử trạng thái', en: 'Status history' }, mode: 'edit', action: 'url', url: '#/voucherReview?voucher=$', icon: 'view', color: 'inherit' },
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
  name: { vi: 'Đối tác', en: 'Partners' },
  resource: 'partners',
  action: 'managerecords',
  icon: 'person',
  read: 'read',
  api: 'update',
  list: { columns: ['code', 'name', 'hotLine'], filters: ['code', 'name'], sort: { field: 'name', order: 'ASC' } },
  schema: [
    { field: 'name', name: { vi: 'Tên đối tác', en: 'Partner name' }, widget: 'Text', type: 'text', required: true },
    {
      field: 'code', name: { vi: 'Mã đối tác', en: 'Partner code' }, widget: 'Text', type: 'text', required: true, placeholder: { vi: 'VD: HIGHLANDS', en: 'e.g. HIGHLANDS' },
      rules: [{ unique: true, message: 'app.records.rules.partnerCodeTaken' }],
    },
    { field: 'detail', name: { vi: 'Thông tin đối tác', en: 'Partner details' }, widget: 'TextArea' },
    { field: 'hotLine', name: { vi: 'Hotline', en: 'Hotline' }, widget: 'Text', type: 'text', placeholder: { vi: '1900 1234', en: '1900 1234' } },
  ],
  buttons: recordButtons({ vi: 'đối tác', en: 'partner' }),
  apis: recordApis('partners'),
} satisfies PageDefinitionInput;

/** Voucher categories (page 60's `categoryId` picker). */
export const voucherCategoriesPage = {
  id: 62,
  name: { vi: 'Danh mục ưu đãi', en: 'Voucher categories' },
  resource: 'voucher-categories',
  action: 'managerecords',
  icon: 'list',
  read: 'read',
  api: 'update',
  list: { columns: ['name'], filters: ['name'], sort: { field: 'name', order: 'ASC' } },
  schema: [{ field: 'name', name: { vi: 'Danh mục', en: 'Category' }, widget: 'Text', type: 'text', required: true }],
  buttons: recordButtons({ vi: 'danh mục', en: 'category' }),
  apis: recordApis('voucher-categories'),
} satisfies PageDefinitionInput;

/** The partners' shops where a voucher applies (page 60's `shopIds` picker; page 46 adds one). */
export const partnerShopsPage = {
  id: 63,
  name: { vi: 'Cửa hàng đối tác', en: 'Partner shops' },
  resource: 'partner-shops',
  action: 'managerecords',
  icon: 'store',
  read: 'read',
  api: 'update',
  list: { columns: ['name', 'address'], filters: ['name', 'address'], sort: { field: 'name', order: 'ASC' } },
  schema: [
    { field: 'name', name: { vi: 'Tên cửa hàng', en: 'Shop name' }, widget: 'Text', type: 'text', required: true },
    { field: 'address', name: { vi: 'Địa chỉ', en: 'Address' }, widget: 'TextArea', required: true },
  ],
  buttons: recordButtons({ vi: 'cửa hàng', en: 'shop' }),
  apis: recordApis('partner-shops'),
} satisfies PageDefinitionInput;

/**
 * 'Nhập số điện thoại' (spec §2): /form?page=45&mode=import&embed={"voucher":"<code>"} records customers' phones for a
 * voucher, one typed or many pasted or uploaded (PhoneImport → POST /api/vouchers/phones/import). From the menu
 * (create) the voucher is picked among the merchant's; given by the link, it is fixed.
 */
export const voucherPhonesPage = {
  id: 45,
  name: { vi: 'Nhập số điện thoại', en: 'Enter phone numbers' },
  resource: 'voucher-phones',
  action: 'managerecords',
  icon: 'phone',
  // No `read`: the import link carries the voucher, not one of these records.
  api: 'create',
  list: { columns: ['phone', 'voucher', 'note'], filters: ['phone', 'voucher'] },
  // Two ways in, each its own section: many numbers (a list or a file, sent by the import widget) or one number (the
  // form's Save), so that the one number's required mark reads as that section's, not as a condition of an import.
  group: true,
  schema: [
    {
      field: 'voucher', name: { vi: 'Mã ưu đãi', en: 'Voucher code' }, widget: 'ModelCode', required: true, api: 'vouchers',
      modelSelectField: { vi: 'code$$Mã ưu đãi,name$$Tên ưu đãi', en: 'code$$Voucher code,name$$Voucher name' },
    },
    { field: 'phones', name: { vi: 'Nhập nhiều số', en: 'Import many numbers' }, widget: 'PhoneImport', api: 'import', group: { vi: 'Nhiều số cùng lúc', en: 'Many numbers at once' } },
    {
      field: 'phone', name: { vi: 'Số điện thoại', en: 'Phone number' }, widget: 'Phone', required: true, placeholder: { vi: '0901234567', en: '0901234567' },
      group: { vi: 'Thêm một số', en: 'Add one number' },
    },
    { field: 'note', name: { vi: 'Ghi chú', en: 'Note' }, widget: 'TextArea', group: { vi: 'Thêm một số', en: 'Add one number' } },
  ],
  buttons: [
    { title: { vi: 'Lưu số điện thoại', en: 'Save phone number' }, mode: ['import', 'create'], type: 'submit', action: 'api', api: 'create', color: 'primary', icon: 'save' },
    { title: { vi: 'Xoá', en: 'Delete' }, mode: 'show', action: 'api', api: 'delete', color: 'error', icon: 'delete', confirm: { vi: 'Xoá số #phone#?', en: 'Delete number #phone#?' }, backOnDone: true },
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
  name: { vi: 'Thêm cửa hàng', en: 'Add shop' },
  action: 'managerecords',
  api: 'create',
  schema: [
    { field: 'name', name: { vi: 'Tên cửa hàng', en: 'Shop name' }, widget: 'Text', type: 'text', required: true },
    { field: 'address', name: { vi: 'Địa chỉ', en: 'Address' }, widget: 'TextArea', required: true },
  ],
  buttons: [{ title: { vi: 'Thêm cửa hàng', en: 'Add shop' }, mode: 'create', type: 'submit', action: 'api', api: 'create', color: 'primary', icon: 'add' }],
  apis: recordApis('partner-shops', ['create']),
} satisfies PageDefinitionInput;

/** The voucher preview (spec §2, page 54): reads one partner voucher; sync and block it. No resource. */
export const voucherPreviewPage = {
  id: 54,
  name: { vi: 'Xem trước ưu đãi', en: 'Voucher preview' },
  action: 'managerecords',
  icon: 'view',
  read: 'read',
  // The phone-style mock-up over GET /api/vouchers/read (voucherInfo, partnerInfo, shopInfos).
  view: 'voucherPreview',
  schema: [
    { field: 'name', name: { vi: 'Tên ưu đãi', en: 'Voucher name' }, widget: 'Text', type: 'text', disabled: true },
    { field: 'images', name: { vi: 'Hình ảnh ưu đãi', en: 'Voucher images' }, widget: 'ArrayImage', disabled: true },
    { field: 'exchangePoint', name: { vi: 'Điểm đổi', en: 'Exchange points' }, widget: 'Text', type: 'number', disabled: true },
    { field: 'value', name: { vi: 'Giá trị ưu đãi', en: 'Voucher value' }, widget: 'Text', type: 'text', disabled: true },
    { field: 'startDate', name: { vi: 'Ngày bắt đầu', en: 'Start date' }, widget: 'Date', disabled: true },
    { field: 'endDate', name: { vi: 'Ngày kết thúc', en: 'End date' }, widget: 'Date', disabled: true },
    { field: 'description', name: { vi: 'Mô tả', en: 'Description' }, widget: 'TextArea', disabled: true },
    { field: 'hotLine', name: { vi: 'Hotline', en: 'Hotline' }, widget: 'Text', type: 'text', disabled: true },
    // The reason the block button sends: typed here (this page has no resource, so it governs no record writes).
    { field: 'blockMessage', name: { vi: 'Lý do chặn', en: 'Reason for blocking' }, widget: 'TextArea', placeholder: { vi: 'Vui lòng nhập lý do chặn', en: 'Please enter the reason for blocking' } },
    ...voucherResultFields(),
  ],
  buttons: [
    {
      title: { vi: 'Đồng bộ', en: 'Sync' }, mode: ['edited', 'show'], action: 'api', api: 'sync-voucher', apiBasic: true, color: 'success', icon: 'sync',
      confirm: { vi: 'Đồng bộ ưu đãi #name#?', en: 'Sync voucher #name#?' }, hideExpression: SYNC_HIDDEN,
    },
    {
      title: { vi: 'Chặn', en: 'Block' }, mode: ['edited', 'show'], action: 'api', api: 'block-voucher', apiBasic: true, color: 'error', icon: 'block',
      hideExpression: BLOCK_HIDDEN,
      confirm: { vi: 'Chặn ưu đãi #name#? Lý do: #blockMessage#', en: 'Block voucher #name#? Reason: #blockMessage#' },
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
