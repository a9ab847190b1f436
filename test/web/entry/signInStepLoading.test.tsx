import { act, render, screen } from '@testing-library/react';
import { Entry } from '../../../src/entry/Entry';

// A file of its own: the sign-in steps' lazy screens load once a module registry, and this test needs the reset
// screen's file not yet in.
test('a sign-in step opened by its address shows the labelled loading circle until its file is in', async () => {
  localStorage.clear();
  window.history.replaceState(null, '', '#/forgotPass');
  act(() => {
    render(<Entry />);
  });
  expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});
