import { useEffect } from 'react';
import { Confirm, useBlocker } from 'react-admin';

export interface LeaveGuardProps {
  /** Message keys of the confirmation, and what they substitute. */
  title: string;
  content: string;
  translateOptions?: Record<string, unknown>;
}

/**
 * Mounted only while there are unsaved changes: leaving the screen asks first, closing the tab warns. (A blocker
 * that stays mounted makes react-router warn on every address typed by hand, changes or not.)
 */
export const LeaveGuard = ({ title, content, translateOptions }: LeaveGuardProps) => {
  const blocker = useBlocker(true);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
  return (
    <Confirm
      isOpen={blocker.state === 'blocked'}
      title={title}
      content={content}
      titleTranslateOptions={translateOptions}
      contentTranslateOptions={translateOptions}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
};
