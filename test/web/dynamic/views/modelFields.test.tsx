import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import type { PageDefinition } from '../../../../src/api/pageDefinition';
import ResourceCreate from '../../../../src/dynamic/views/resource/ResourceCreate';
import ResourceEdit from '../../../../src/dynamic/views/resource/ResourceEdit';
import { definitionOf, recordApis, saveButtons } from './support/definitions';
import { pageServer, type Row } from './support/pageServer';
import { answerDialog, findDialog, renderPage } from './support/renderPage';

// Model fields on a page resource's screens, through the page engine's data provider (issue 18, defect 1): the
// value the store answers is shown by name, a required picker says so under itself, and a save sends the ids.

const page = (): PageDefinition =>
  definitionOf({
    id: 91,
    name: 'Tasks',
    resource: 'task-board',
    read: 'read',
    api: 'update',
    schema: [
      { field: 'title', name: 'Title', widget: 'Text' },
      { field: 'owner', name: 'Owner', widget: 'SingleModel', required: true, api: 'people', modelSelectField: 'name$$Name' },
      { field: 'helpers', name: 'Helpers', widget: 'SelectModel', required: true, api: 'people', modelSelectField: 'name$$Name' },
    ],
    buttons: saveButtons,
    apis: [...recordApis('tasks'), { name: 'people', url: '/api/records/people', method: 'GET', type: 'list' }],
  });

const people = (): Row[] => [
  { id: 1, name: 'An Nguyễn' },
  { id: 2, name: 'Bình Trần' },
  { id: 3, name: 'Chi Lê' },
];

const routes = (definition: PageDefinition) => (
  <>
    <Route path="/task-board/create" element={<ResourceCreate page={definition} />} />
    <Route path="/task-board/:id" element={<ResourceEdit page={definition} />} />
  </>
);

const open = (path: string) => {
  const definition = page();
  return renderPage(path, { pages: [definition], routes: routes(definition) });
};

beforeEach(() => localStorage.clear());

test('required pickers left empty are named by the check and show their own error; chosen, the create sends the ids', async () => {
  const server = pageServer([], { people: people(), tasks: [] });
  const { user } = open('/task-board/create');
  const owner = await screen.findByRole('textbox', { name: 'Owner (*)' });
  const helpers = screen.getByRole('textbox', { name: 'Helpers (*)' });
  expect(owner).toHaveAttribute('aria-required', 'true');
  expect(helpers).toHaveAttribute('aria-required', 'true');

  await user.click(screen.getByRole('button', { name: 'Create' }));
  expect(await findDialog('Message')).toHaveTextContent('The data is incorrect. Please check again: Owner');
  await answerDialog(user, 'Close');
  expect(owner).toHaveAttribute('aria-invalid', 'true');
  expect(owner).toHaveAccessibleDescription('Owner is required!');
  expect(helpers).toHaveAccessibleDescription('Helpers is required!');

  await user.click(screen.getByRole('button', { name: 'Choose Owner' }));
  let dialog = await screen.findByRole('dialog', { name: 'Choose Owner' });
  await user.click(await within(dialog).findByRole('checkbox', { name: 'Select Bình Trần' }));
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Choose Helpers' }));
  dialog = await screen.findByRole('dialog', { name: 'Choose Helpers' });
  await user.click(await within(dialog).findByRole('checkbox', { name: 'Select An Nguyễn' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Select Chi Lê' }));
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(helpers).toHaveValue('An Nguyễn, Chi Lê'));
  expect(owner).not.toHaveAttribute('aria-invalid', 'true');

  await user.click(screen.getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(server.sent('POST', '/api/records/tasks')).toHaveLength(1));
  expect(server.sent('POST', '/api/records/tasks')[0].body).toEqual({ owner: 2, helpers: [1, 3] });
});

test('the edit screen shows what the store holds by name (one id in a list field too) and saves a change', async () => {
  const server = pageServer([], { people: people(), tasks: [{ id: 5, title: 'Inventory', owner: 1, helpers: 2 }] });
  const { user } = open('/task-board/5');
  const helpers = await screen.findByRole('textbox', { name: 'Helpers (*)' });
  await waitFor(() => expect(helpers).toHaveValue('Bình Trần'));
  expect(screen.getByRole('textbox', { name: 'Owner (*)' })).toHaveValue('An Nguyễn');

  await user.click(screen.getByRole('button', { name: 'Choose Helpers' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose Helpers' });
  expect(await within(dialog).findByRole('checkbox', { name: 'Select Bình Trần' })).toBeChecked();
  await user.click(within(dialog).getByRole('checkbox', { name: 'Select Chi Lê' }));
  await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Success')).toBeInTheDocument();
  expect(server.sent('PATCH', '/api/records/tasks/5')[0].body).toEqual({ title: 'Inventory', owner: 1, helpers: [2, 3] });
  // Read again after the save: the store's answer is shown by name.
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Helpers (*)' })).toHaveValue('Bình Trần, Chi Lê'));
});
