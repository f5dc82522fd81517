/** profile/ProfilePage (bus `PageModule`): the account, legal data, order history and order page; guests are asked to sign in. */
export { ProfilePage as default } from './ui/profile-page';
export { pageStarted } from './model/page';
