import { useCallback, useEffect, useRef, useState } from 'react';
import { type Captcha, fetchCaptcha } from '../authProvider/captcha';

/** Loads a captcha on mount and on `reload`; only the latest request's answer is kept. */
export const useCaptcha = (): { captcha: Captcha | null; reload: () => void } => {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const latest = useRef(0);
  const reload = useCallback(() => {
    const request = ++latest.current;
    fetchCaptcha().then(
      (next) => {
        if (request === latest.current) setCaptcha(next);
      },
      () => {
        // The HTTP client has shown why; the refresh button stays there to try again.
        if (request === latest.current) setCaptcha(null);
      },
    );
  }, []);
  useEffect(reload, [reload]);
  return { captcha, reload };
};
