/**
 * The code-entry and password-reset screens are lazy chunks: /login shows without them, and each is fetched when
 * the user is about to need it (a submitted sign-in, the forgot-password link pointed at) or opens its address.
 */
export const loadVerifyLogin = () => import('../signIn/VerifyLoginScreen').then((module) => ({ default: module.VerifyLoginScreen }));
export const loadFirstPassword = () => import('../signIn/FirstPasswordScreen').then((module) => ({ default: module.FirstPasswordScreen }));
export const loadForgotPassword = () => import('../signIn/ForgotPasswordScreen').then((module) => ({ default: module.ForgotPasswordScreen }));

const quietly = (load: () => Promise<unknown>) => (): void => {
  load().catch(() => {
    // Loaded again (and its failure shown) when the screen is rendered.
  });
};

export const preloadVerifyLogin = quietly(loadVerifyLogin);
export const preloadForgotPassword = quietly(loadForgotPassword);
