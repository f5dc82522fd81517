/**
 * The most favourites one push may carry (SPEC §4 Sign-in: a visitor's local favourites are pushed
 * to the server). The spec gives no number; one for the browser's push and the API keeps a sign-in
 * push from being refused.
 */
export const FAVOURITES_PUSH_LIMIT = 200;
