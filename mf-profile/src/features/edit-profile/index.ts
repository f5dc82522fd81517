export { ProfileForm } from './ui/profile-form';
