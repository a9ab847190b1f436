import { useCallback, useEffect, useState } from 'react';
import { type Notice, onNotice } from '../dataProvider/notices';

/** The latest alert or warning raised by the HTTP client while a sign-in screen is shown. */
export const useNotice = (): { notice: Notice | null; clearNotice: () => void } => {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => onNotice(setNotice), []);
  const clearNotice = useCallback(() => setNotice(null), []);
  return { notice, clearNotice };
};
