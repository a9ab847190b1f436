import { clearStorageExceptKept } from '../../storage';
import { setFlash } from '../../ui/feedback/flash';

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
