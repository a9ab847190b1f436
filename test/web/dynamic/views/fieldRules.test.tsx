import { screen, waitFor } from '@testing-library/react';
import type { Locale } from '../../../../src/i18n/locales';
import { definitionOf, recordApis, saveButtons } from './support/definitions';
import { pageServer } from './support/pageServer';
import { answerDialog, findDialog, renderPage } from './support/renderPage';

/** A page's declarative rules, checked in the form as the server checks them, said under each field. */

const campaigns = () =>
  definitionOf({
    id: 72,
    name: 'Campaigns',
    resource: 'campaigns-book',
    read: 'read',
    api: 'update',
    schema: [
      { field: 'name', name: 'Name', widget: 'Text' },
      { field: 'points', name: 'Points', widget: 'Text', type: 'number', rules: [{ min: 0 }, { max: 1000 }] },
      { field: 'startDate', name: 'Start', widget: 'Date' },
      { field: 'endDate', name: 'End', widget: 'Date', rules: [{ compare: { op: '>=', field: 'startDate' } }] },
      {
        field: 'lastDay', name: 'Last day', widget: 'Date',
        rules: [{ notPast: {}, message: 'app.records.rules.expiredActive' }],
      },
    ],
    buttons: saveButtons,
    apis: recordApis('campaigns'),
  });

const broken = { id: 4, name: 'Tết', points: -5, startDate: '2026-02-10', endDate: '2026-02-01', lastDay: '2020-01-01' };

beforeEach(() => localStorage.clear());

test.each<[Locale, string, string[]]>([
  ['en', 'Save', ['Points: must be at least 0', 'End: must not be before Start', 'Last day: has passed; a voucher cannot be created as active once it has ended']],
  ['vi', 'Save', ['Points: không được nhỏ hơn 0', 'End: không được trước Start', 'Last day: đã qua; không thể tạo ưu đãi đang áp dụng khi đã hết hạn']],
])('in %s, a save breaking the rules is stopped and each field says why under itself', async (locale, save, messages) => {
  const server = pageServer([], { campaigns: [broken] });
  const { user } = renderPage('/form?page=72&mode=edit&id=4', { pages: [campaigns()], locale });
  expect(await screen.findByDisplayValue('Tết')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: save }));
  await answerDialog(user, locale === 'en' ? 'Close' : 'Đóng');
  for (const message of messages) expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.getByLabelText('Points')).toHaveAccessibleDescription(messages[0]);
  expect(server.sent('PATCH', '/api/records/campaigns/4')).toEqual([]);
});

test('once the values keep the rules, the save goes through', async () => {
  const server = pageServer([], { campaigns: [{ ...broken, endDate: '2026-02-10', lastDay: null }] });
  const { user } = renderPage('/form?page=72&mode=edit&id=4', { pages: [campaigns()] });
  const points = await screen.findByLabelText('Points');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await findDialog('Message')).toHaveTextContent('Please check again: Points');
  await answerDialog(user, 'Close');
  expect(screen.getByText('Points: must be at least 0')).toBeInTheDocument();

  await user.clear(points);
  await user.type(points, '1001');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await answerDialog(user, 'Close');
  expect(screen.getByText('Points: must be at most 1000')).toBeInTheDocument();

  await user.clear(points);
  await user.type(points, '0');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(server.sent('PATCH', '/api/records/campaigns/4')).toHaveLength(1));
  expect(screen.queryByText(/Points: must be/)).toBeNull();
});

test.each<[Locale, string]>([
  ['en', 'Code: another partner already has this code'],
  ['vi', 'Code: mã này đã được dùng cho một đối tác khác'],
])('in %s, a code the server finds taken (unique) is said under the field with the definition’s message', async (locale, message) => {
  const partners = definitionOf({
    id: 73, name: 'Partners', resource: 'partners-book', read: 'read', api: 'update',
    schema: [{ field: 'code', name: 'Code', widget: 'Text', rules: [{ unique: true, message: 'app.records.rules.partnerCodeTaken' }] }],
    buttons: saveButtons,
    apis: recordApis('partners'),
  });
  const server = pageServer([], { partners: [{ id: 2, code: 'PHUCLONG' }] });
  server.on('PATCH /api/records/partners/2', () => ({
    status: 400,
    body: {
      err: 400, message: 'invalidParam',
      data: {
        field: 'code',
        errors: [{
          field: 'code', message: 'Code: is already used by another record', problem: 'notUnique', args: {}, messageKey: 'app.records.rules.partnerCodeTaken',
        }],
      },
    },
  }));
  const { user } = renderPage('/form?page=73&mode=edit&id=2', { pages: [partners], locale });
  await user.type(await screen.findByDisplayValue('PHUCLONG'), '2');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(message));
  expect(server.sent('PATCH', '/api/records/partners/2')).toHaveLength(1);
});
