/**
 * catalog/Collections (a HeadlessModule): favourites and the comparison list on every page, so
 * the shell's counts are right wherever the shopper is, and merged with the server's on sign-in.
 */
export { started } from './model';
