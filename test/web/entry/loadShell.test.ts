import { waitFor } from '@testing-library/react';
import { preloadShell } from '../../../src/entry/loadShell';

// Which chunks a call evaluated: the factories run when the module is first loaded (CommonJS under jest).
const mockLoaded: string[] = [];
jest.mock('../../../src/app/AdminApp', () => {
  mockLoaded.push('shell');
  return { __esModule: true, default: () => null };
});
jest.mock('../../../src/resources/dashboard/DashboardPage', () => {
  mockLoaded.push('dashboard');
  return { __esModule: true, default: () => null };
});

test('a sign-in request starts fetching the shell and the dashboard it lands on, not only the shell', async () => {
  expect(mockLoaded).toEqual([]);
  preloadShell();
  await waitFor(() => expect([...mockLoaded].sort()).toEqual(['dashboard', 'shell']));
});
