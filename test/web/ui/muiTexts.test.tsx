import { CircularProgress, TablePagination } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { MuiTexts } from '../../../src/ui/MuiTexts';
import { TestAdmin } from '../support/TestAdmin';

// A spinner without a name of its own (react-admin's app-bar loader, a busy button) is named in the screen's
// language: axe's aria-progressbar-name found the nameless one on a page still loading.

test.each([
  ['en', 'Loading'],
  ['vi', 'Đang tải'],
] as const)('a nameless spinner is named in %s; one with its own name keeps it', (locale, name) => {
  render(
    <TestAdmin locale={locale}>
      <MuiTexts>
        <CircularProgress />
        <CircularProgress aria-label="Saving the shop" />
      </MuiTexts>
    </TestAdmin>,
  );
  expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'))).toEqual([name, 'Saving the shop']);
});

// react-admin's list pagination at phone width is MUI's TablePagination without labels: its page buttons said
// "Go to previous page" on a Vietnamese screen.
test.each([
  ['en', ['Go to previous page', 'Go to next page']],
  ['vi', ['Đến trang trước', 'Đến trang sau']],
] as const)('the page buttons of a table pagination are named in %s', (locale, names) => {
  render(
    <TestAdmin locale={locale}>
      <MuiTexts>
        <TablePagination component="div" count={45} page={1} rowsPerPage={20} rowsPerPageOptions={[]} onPageChange={jest.fn()} />
      </MuiTexts>
    </TestAdmin>,
  );
  expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(names);
});
