export { ProfileForm } from './ui/profile-form';
export { profileSubmitted, $profileError } from './model/edit-profile';
