import { clearStorageExceptKept } from '../../authProvider/storage';
import { setFlash } from '../../signIn/flash';

/**
 * After a password change the server has ended every session, this one included: sign out here without a
 * logout call (it would only answer 401), and let /login say what happened. Setting the hash hands over to the
 * light entry, as authProvider.logout does.
 */
export const signOutAfterPasswordChange = (): void => {
  clearStorageExceptKept();
  setFlash({ message: 'app.auth.passwordChanged', severity: 'success' });
  window.location.hash = '#/login';
};
