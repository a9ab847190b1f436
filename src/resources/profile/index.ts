/** /profile: the signed-in user's details and password change (issue 3). */
export { default as ProfilePage } from './ProfilePage';
