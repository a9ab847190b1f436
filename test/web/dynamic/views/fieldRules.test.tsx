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
