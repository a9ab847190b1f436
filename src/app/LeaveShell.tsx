import { createContext, useContext, useEffect } from 'react';

/** Called when the shell's router reaches a sign-in path, so the entry can show the light screen. */
export const LeaveShellContext = createContext<() => void>(() => undefined);

/**
 * Rendered by the shell for /login, /verifyLogin and /forgotPass: react-router changes the hash with
 * pushState, which fires no hashchange, so the entry is told directly.
 */
export const LeaveShell = () => {
  const leave = useContext(LeaveShellContext);
  useEffect(() => leave(), [leave]);
  return null;
};
