import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ProfileData } from '../../api/auth';
import { LOAD_ONCE } from '../../dataProvider/queries';
import { fetchProfile } from './profileApi';
import { profileKeys } from './data';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'loaded'; profile: ProfileData }
  | { status: 'failed'; error: unknown };

/** Loads the profile on mount and on `reload`; the screen shows it loading again meanwhile. */
export const useProfile = (): { state: ProfileState; reload: () => void } => {
  const { data, error, isFetching, refetch } = useQuery({
    queryKey: profileKeys.profile(),
    queryFn: ({ signal }) => fetchProfile(signal),
    ...LOAD_ONCE,
  });
  const reload = useCallback(() => void refetch(), [refetch]);
  if (isFetching) return { state: { status: 'loading' }, reload };
  if (error) return { state: { status: 'failed', error }, reload };
  return { state: data ? { status: 'loaded', profile: data } : { status: 'loading' }, reload };
};
