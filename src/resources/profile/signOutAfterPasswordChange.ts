import { signOut } from '../../authProvider/signOut';
import { setFlash } from '../../ui/feedback/flash';

/**
 * After a password change the server has ended every session, this one included: sign out here without a
 * logout call (it would only answer 401), and let /login say what happened.
 */
export const signOutAfterPasswordChange = (): void => {
  setFlash({ message: 'app.auth.passwordChanged', severity: 'success' });
  signOut();
};
