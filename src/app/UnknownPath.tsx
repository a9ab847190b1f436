import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useState } from 'react';
import { usePagesState } from '../dynamic/pages/PageDefinitionsProvider';
import { GoHome } from './GoHome';

/**
 * An address no route knows. Until the server has answered the list of page definitions it may be a page's: one
 * opened right after sign-in (no list yet), or one added since the stored copy the menu shows. So it waits for the
 * answer, and then for one more render: react-admin adds the routes of new resources in an effect, a render after
 * the list changed. An address still unknown then goes to the dashboard (spec §2).
 */
export const UnknownPath = () => {
  const { settled } = usePagesState();
  const [lookedAgain, setLookedAgain] = useState(false);
  useEffect(() => {
    if (settled) setLookedAgain(true);
  }, [settled]);
  return settled && lookedAgain ? <GoHome /> : <LinearProgress />;
};
