import { CircularProgress } from '@mui/material';
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
