import { screen, waitFor } from '@testing-library/react';
import { definitionOf, recordApis, saveButtons } from './support/definitions';
import { pageServer } from './support/pageServer';
import { answerDialog, findDialog, renderPage } from './support/renderPage';

/** Spec §5: fields hidden by a hideExpression evaluated against the current form values (live, safe). */

const tickets = () =>
  definitionOf({
    id: 72,
    name: 'Tickets',
    read: 'read',
    api: 'update',
    schema: [
      { field: 'kind', name: 'Kind', widget: 'Enum', default: 'normal', items: [{ key: 'normal', value: 'Normal' }, { key: 'blocked', value: 'Blocked' }] },
      { field: 'reason', name: 'Reason', widget: 'TextArea', required: true, hideExpression: "kind != 'blocked'" },
      { field: 'vip', name: 'VIP', widget: 'Checkbox', default: false },
      { field: 'perk', name: 'Perk', widget: 'Text', hideExpression: '!vip' },
      { field: 'note', name: 'Note', widget: 'Text' },
      // `note.first` cannot be read of a string or of nothing: the evaluation fails on every value.
      { field: 'broken', name: 'Broken', widget: 'Text', hideExpression: "note.first == 'x'" },
    ],
    buttons: saveButtons,
    apis: recordApis('tickets'),
  });

const choose = async (user: ReturnType<typeof renderPage>['user'], label: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

beforeEach(() => localStorage.clear());

test('changing a field hides and shows another at once', async () => {
  pageServer([]);
  const { user } = renderPage('/form?page=72&mode=create', { pages: [tickets()] });
  await screen.findByRole('combobox', { name: 'Kind' });
  expect(screen.queryByLabelText('Reason (*)')).toBeNull();
  await choose(user, 'Kind', 'Blocked');
  expect(screen.getByLabelText('Reason (*)')).toBeInTheDocument();
  await choose(user, 'Kind', 'Normal');
  expect(screen.queryByLabelText('Reason (*)')).toBeNull();

  expect(screen.queryByLabelText('Perk')).toBeNull();
  await user.click(screen.getByRole('switch', { name: 'VIP' }));
  expect(screen.getByLabelText('Perk')).toBeInTheDocument();
  await user.click(screen.getByRole('switch', { name: 'VIP' }));
  expect(screen.queryByLabelText('Perk')).toBeNull();
});

test('a hidden field is neither checked nor sent, even with a value typed while it was shown', async () => {
  const server = pageServer([]);
  const { user } = renderPage('/form?page=72&mode=create', { pages: [tickets()] });
  await screen.findByRole('combobox', { name: 'Kind' });
  await choose(user, 'Kind', 'Blocked');
  await user.type(screen.getByLabelText('Reason (*)'), 'spam');
  await user.click(screen.getByRole('switch', { name: 'VIP' }));
  await user.type(screen.getByLabelText('Perk'), 'lounge');
  await choose(user, 'Kind', 'Normal');
  await user.click(screen.getByRole('switch', { name: 'VIP' }));

  await user.click(screen.getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(server.sent('POST', '/api/records/tickets')).toHaveLength(1));
  expect(server.sent('POST', '/api/records/tickets')[0].body).toEqual({ kind: 'normal', vip: false });
});

test('a required field that an expression shows is checked like any other', async () => {
  const server = pageServer([]);
  const { user } = renderPage('/form?page=72&mode=create', { pages: [tickets()] });
  await screen.findByRole('combobox', { name: 'Kind' });
  await choose(user, 'Kind', 'Blocked');
  await user.click(screen.getByRole('button', { name: 'Create' }));
  expect(await findDialog('Message')).toHaveTextContent('Please check again: Reason');
  await answerDialog(user, 'Close');
  expect(server.sent('POST', '/api/records/tickets')).toEqual([]);
});

test('an expression that fails to evaluate never hides its field, and the user is told why', async () => {
  pageServer([]);
  const { user } = renderPage('/form?page=72&mode=create', { pages: [tickets()] });
  expect(await screen.findByLabelText('Broken')).toBeInTheDocument();
  expect(await screen.findByText(/The condition that hides "Broken" could not be evaluated \(cannot read "first" of undefined\); the field stays shown\./)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Note'), 'x');
  expect(screen.getByLabelText('Broken')).toBeInTheDocument();
});

test("a record's read-only view leaves out what its expressions hide", async () => {
  pageServer([], {
    tickets: [
      { id: 1, kind: 'normal', reason: 'old reason', vip: true, perk: 'lounge' },
      { id: 2, kind: 'blocked', reason: 'spam', vip: false, perk: 'none' },
    ],
  });
  const first = renderPage('/form?page=72&mode=show&id=1', { pages: [tickets()] });
  expect(await screen.findByText('lounge')).toBeInTheDocument();
  expect(screen.queryByText('Reason')).toBeNull();
  expect(screen.queryByText('old reason')).toBeNull();
  first.unmount();

  renderPage('/form?page=72&mode=show&id=2', { pages: [tickets()] });
  expect(await screen.findByText('spam')).toBeInTheDocument();
  expect(screen.getByText('Reason')).toBeInTheDocument();
  expect(screen.queryByText('Perk')).toBeNull();
});
