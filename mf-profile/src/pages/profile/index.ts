/** profile/ProfilePage: the signed-in customer's profile (guests get the sign-in modal). */
export { ProfilePage as default } from './ui/profile-page';
