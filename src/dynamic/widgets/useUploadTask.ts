import { useCallback, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { messageKey } from '../../i18n/messageKey';
import { uploadMessageArgs } from './uploadMessageArgs';

/** Progress and the error message of one upload at a time (spec §8: a failure's message is shown in an alert). */
export const useUploadTask = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (task: () => Promise<void>) => {
      setBusy(true);
      setError(null);
      try {
        await task();
      } catch (failure) {
        const message = failure instanceof Error && failure.message ? failure.message : 'app.widgets.upload.failed';
        setError(translate(messageKey(message), { _: message, ...uploadMessageArgs(failure, locale) }));
      } finally {
        setBusy(false);
      }
    },
    [translate, locale],
  );
  return { busy, error, run };
};
