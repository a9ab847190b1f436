import { render } from '@testing-library/react';
import { Entry } from '../../../src/entry/Entry';

/** Opens the app at a hash route, as a browser would (the entry reads `location.hash`). */
export const renderEntryAt = (hash: string) => {
  window.history.replaceState(null, '', hash);
  return render(<Entry />);
};
