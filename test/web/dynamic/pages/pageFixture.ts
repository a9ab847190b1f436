import type { PageDefinition } from '../../../../src/api/pageDefinition';
import { localizeDefinition, validateDefinition } from '../../../../src/core/definition';
import { everyWidgetPage } from '../fixtures/everyWidget';
import { pageWith, type EditablePage } from '../fixtures/pageCopy';

/** The every-widget page as the app holds it after validation. */
export const validPage = (change?: (page: EditablePage) => void): PageDefinition => {
  const result = validateDefinition(change ? pageWith(change) : everyWidgetPage);
  if (!result.ok) throw new Error(`fixture invalid: ${JSON.stringify(result.errors)}`);
  return localizeDefinition(result.definition, 'en');
};

/** A small page of the generic record store: text, enum, date, a required first field. */
export const smallPage = {
  id: 70,
  name: 'Khách hàng',
  resource: 'customers-book',
  action: 'managerecords',
  icon: 'person',
  read: 'read',
  api: 'update',
  list: { columns: ['name', 'status', 'birthday'], filters: ['name', 'status'], sort: { field: 'name', order: 'ASC' } },
  schema: [
    { field: 'name', name: 'Họ tên', widget: 'Text', required: true },
    {
      field: 'status', name: 'Trạng thái', widget: 'Enum', default: 'active',
      items: [{ key: 'active', value: 'Đang hoạt động' }, { key: 'locked', value: 'Đã khoá' }],
    },
    { field: 'birthday', name: 'Ngày sinh', widget: 'Date' },
    { field: 'note', name: 'Ghi chú', widget: 'TextArea' },
  ],
  buttons: [
    { title: 'Tạo', mode: 'create', type: 'submit', action: 'api', api: 'create' },
    { title: 'Lưu', mode: 'edit,changed', type: 'submit', action: 'api', api: 'update' },
  ],
  apis: [
    { name: 'list', url: '/api/records/customers', method: 'GET', type: 'list' },
    { name: 'read', url: '/api/records/customers', method: 'GET', type: 'read' },
    { name: 'create', url: '/api/records/customers', method: 'POST', type: 'create' },
    { name: 'update', url: '/api/records/customers', method: 'PATCH', type: 'update' },
    { name: 'delete', url: '/api/records/customers', method: 'DELETE', type: 'delete' },
  ],
};

export const smallDefinition = (): PageDefinition => {
  const result = validateDefinition(smallPage);
  if (!result.ok) throw new Error(`fixture invalid: ${JSON.stringify(result.errors)}`);
  return localizeDefinition(result.definition, 'en');
};
