import { act, render, type RenderResult } from '@testing-library/react';
import { Entry } from '../../../src/entry/Entry';

/**
 * Opens the app at a hash route, as a browser would (the entry reads `location.hash`). The code-entry and reset
 * screens are lazy chunks: they finish loading inside act, before the test looks at them.
 */
export const renderEntryAt = async (hash: string): Promise<RenderResult> => {
  window.history.replaceState(null, '', hash);
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(<Entry />);
  });
  if (!result) throw new Error('the entry did not render');
  return result;
};
