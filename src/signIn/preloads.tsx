import { createContext, type ReactNode, useContext } from 'react';

/**
 * What a sign-in screen may start fetching ahead of the user's next step: the shell (after a submitted password or
 * code), the code screen, the forgot-password screen. The entry provides them, so a sign-in screen knows no entry.
 */
export interface SignInPreloads {
  shell: () => void;
  verifyLogin: () => void;
  forgotPassword: () => void;
}

const nothing = () => undefined;
const PreloadsContext = createContext<SignInPreloads>({ shell: nothing, verifyLogin: nothing, forgotPassword: nothing });

export const SignInPreloadsProvider = ({ preloads, children }: { preloads: SignInPreloads; children: ReactNode }) => (
  <PreloadsContext.Provider value={preloads}>{children}</PreloadsContext.Provider>
);

export const useSignInPreloads = (): SignInPreloads => useContext(PreloadsContext);
