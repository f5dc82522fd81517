import {
  $session,
  $sessionChecked,
  authModalRequested,
  pageMetaChanged,
  sessionChecked,
  sessionEnded,
  sessionStarted,
  type PageContext,
} from '@store/bus';
import { combine, createEvent, createStore, sample } from 'effector';
import { orderRequested } from '../../../entities/order';
import { userRequested } from '../../../entities/user';
import { TEXTS } from '../../../shared/config/texts';
import { parseProfileRoute, type ProfileRoute } from '../../../shared/lib/route';
import { ordersRequested } from './orders';

/** The shell calls it on every location change under /profile (bus `PageModule`). */
export const pageStarted = createEvent<PageContext>();
/** The page left the screen (the shopper went elsewhere in the store). */
export const pageLeft = createEvent();
/** «Войти» of the sign-in prompt: ask again. */
export const signInClicked = createEvent();

export type Access = 'checking' | 'guest' | 'granted';

const $active = createStore(false)
  .on(pageStarted, () => true)
  .on(pageLeft, () => false);

export const $location = createStore<PageContext>({ pathname: '/profile', search: '' }).on(pageStarted, (_, context) => context);
export const $route = $location.map(parseProfileRoute);
const $returnTo = $location.map(({ pathname, search }) => `${pathname}${search}`);

/**
 * SPEC §6 "The order page in the profile needs authentication": while the session start-up runs
 * the page waits (a skeleton, never the sign-in prompt); after it, a guest is asked to sign in.
 */
export const $access = combine($session, $sessionChecked, (session, checked): Access =>
  session.isAuth && session.user ? 'granted' : checked ? 'guest' : 'checking',
);

// A guest on a profile page gets the sign-in modal, returning here; also when the start-up ends
// or the session expires while the page is open. Signing out on purpose only shows the prompt.
const sessionExpired = sample({ clock: sessionEnded, filter: ({ reason }) => reason === 'expired' });
sample({
  clock: [pageStarted, sessionChecked, sessionExpired],
  source: { access: $access, active: $active, returnTo: $returnTo },
  filter: ({ access, active }) => active && access === 'guest',
  fn: ({ returnTo }) => ({ returnTo }),
  target: authModalRequested,
});
sample({ clock: signInClicked, source: $returnTo, fn: (returnTo) => ({ returnTo }), target: authModalRequested });

// The page's data loads once its location is known and the user is signed in, whichever comes last.
const entered = sample({
  clock: [pageStarted, sessionStarted],
  source: { route: $route, access: $access, active: $active, session: $session },
  filter: ({ access, active }) => active && access === 'granted',
  fn: ({ route, session }) => ({ route, userId: session.user!.id }),
});

sample({ clock: entered, filter: ({ route }) => route.name === 'account', fn: ({ userId }) => userId, target: userRequested });
sample({
  clock: entered,
  filter: ({ route }) => route.name === 'orders',
  fn: ({ route }) => {
    const { page, status } = route as Extract<ProfileRoute, { name: 'orders' }>;
    return { page, status };
  },
  target: ordersRequested,
});
sample({
  clock: entered,
  filter: ({ route }) => route.name === 'order',
  fn: ({ route }) => (route as Extract<ProfileRoute, { name: 'order' }>).id,
  target: orderRequested,
});

const titleOf = (route: ProfileRoute): string => {
  switch (route.name) {
    case 'account':
      return TEXTS.title;
    case 'orders':
      return TEXTS.ordersTitle;
    case 'order':
      return route.id === null ? TEXTS.orderNotFound : `Заказ № ${route.id}`;
    default:
      return TEXTS.pageNotFound;
  }
};

// The head and the last breadcrumb name the page.
sample({
  clock: pageStarted,
  source: $route,
  fn: (route, { pathname }) => ({ title: titleOf(route), path: pathname }),
  target: pageMetaChanged,
});

/** «Повторить» after the account failed to load. */
export const accountRetried = createEvent();
sample({
  clock: accountRetried,
  source: $session,
  filter: (session) => session.user !== null,
  fn: (session) => session.user!.id,
  target: userRequested,
});
