import { useEffect, useState } from 'react';

/** How long the checks and the preview wait after the last change. */
export const DRAFT_SETTLE_MS = 300;

/** `value`, once it has stopped changing for `delay` ms. */
export const useDebounced = <T,>(value: T, delay = DRAFT_SETTLE_MS): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
};
