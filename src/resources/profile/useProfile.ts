import { useCallback, useEffect, useState } from 'react';
import type { ProfileData } from '../../api/auth';
import { fetchProfile } from './profileApi';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'loaded'; profile: ProfileData }
  | { status: 'failed'; error: unknown };

/** Loads the profile on mount and on `reload`; an answer that arrives after unmount is dropped. */
export const useProfile = (): { state: ProfileState; reload: () => void } => {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchProfile(controller.signal).then(
      (profile) => setState({ status: 'loaded', profile }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
};
