/** auth/AuthModal: sign-in, registration and recovery, mounted by the shell on `authModalRequested`. */
export { AuthModal as default } from './ui/auth-modal';
