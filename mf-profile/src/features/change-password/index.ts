export { PasswordForm } from './ui/password-form';
