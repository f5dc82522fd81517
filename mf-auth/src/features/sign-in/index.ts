/** auth/AuthModal: sign-in and registration modal, mounted by the shell on `authModalRequested`. */
export { AuthModal as default } from './ui/auth-modal';
