/**
 * Cookies of SPEC §3 that a page's scripts read: the short-lived access token and the session user
 * (the page's only sign that a session may be renewed). @store/api-client writes them. A module of
 * their own: the page's starter (packages/ssr) bundles them without the rest of the constants.
 */
export const TOKEN_COOKIE = 'token';
export const USER_COOKIE = 'user';
