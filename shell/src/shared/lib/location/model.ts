import { createEvent, createStore } from 'effector';

export interface AppLocation {
  pathname: string;
  search: string;
}

/** The browser's location changed (the router's, mirrored for the shell's models). */
export const locationChanged = createEvent<AppLocation>();

// The address the page opened at: the first render (crumbs above a server-rendered page) already
// has it, before the router's location is mirrored in an effect.
const opened: AppLocation =
  typeof window === 'undefined' ? { pathname: '/', search: '' } : { pathname: window.location.pathname, search: window.location.search };

export const $location = createStore<AppLocation>(opened).on(locationChanged, (_, location) => location);
