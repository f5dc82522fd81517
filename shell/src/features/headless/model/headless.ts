import { hasSessionCookies } from '@store/api-client/session';
import { $cartSummary, cartChanged, cartItemAdded, sessionChecked, toastRequested, type HeadlessModule } from '@store/bus';
import { LOCAL_CART_KEY, NOTICES, storeEarlyCartAdd, storedCartCount, toItemRef, type ItemRef } from '@store/domain';
import { combine, createEffect, createEvent, createStore, is, sample, scopeBind, type EventPayload } from 'effector';
import { loadExposed, type RemoteName } from '../../../shared/lib/remotes';
import { readEarlyCartCount, watchEarlyCartCount } from '../lib/early-cart';

export interface HeadlessRef {
  remote: RemoteName;
  module: string;
}

/** State that every page needs, owned by remotes (bus `HeadlessModule`), started on every page. */
export const HEADLESS_MODULES: readonly HeadlessRef[] = [
  { remote: 'auth', module: 'Session' },
  { remote: 'cart_checkout', module: 'CartModel' },
  { remote: 'catalog', module: 'Collections' },
];

const isCartModel = (ref: HeadlessRef) => ref.remote === 'cart_checkout' && ref.module === 'CartModel';

type AddedItem = EventPayload<typeof cartItemAdded>;

/** The first paint is done and the browser is idle: load and start the headless modules. */
export const headlessStartRequested = createEvent();

export const loadHeadlessFx = createEffect(async (ref: HeadlessRef): Promise<{ ref: HeadlessRef; module: HeadlessModule }> => {
  const module = await loadExposed<Partial<HeadlessModule>>(ref.remote, ref.module);
  if (!is.event(module.started)) throw new Error(`${ref.remote}/${ref.module}: нет события started`);
  return { ref, module: module as HeadlessModule };
});

/** Calls the module's `started` synchronously, so the call runs in the caller's scope. */
export const startHeadlessFx = createEffect(({ ref, module }: { ref: HeadlessRef; module: HeadlessModule }): HeadlessRef => {
  module.started();
  return ref;
});

/** Names the remote and module that failed; the rest of the store keeps working. */
export const reportHeadlessFailureFx = createEffect(({ ref, error }: { ref: HeadlessRef; error: unknown }) => {
  console.error(`[shell] модуль ${ref.remote}/${ref.module} не запущен:`, error);
});

/** Hands the adds that came before the cart model to it, in their order. */
export const replayCartAddsFx = createEffect((items: AddedItem[]) => {
  for (const item of items) cartItemAdded(item);
});

const headlessFailed = createEvent<{ ref: HeadlessRef; error: unknown }>();

/** Refs of the headless modules that have started on this page. */
export const $startedModules = createStore<HeadlessRef[]>([]).on(startHeadlessFx.doneData, (list, ref) => [...list, ref]);

/** Whether the cart model can take `cartItemAdded` yet: before it starts, adds are queued. */
export const $cartModelState = createStore<'pending' | 'started' | 'failed'>('pending')
  .on(startHeadlessFx.doneData, (state, ref) => (isCartModel(ref) ? 'started' : state))
  .on(headlessFailed, (state, { ref }) => (isCartModel(ref) ? 'failed' : state));

/** Adds fired before the cart model started that are not stored: the model takes them when it starts. */
export const $queuedCartAdds = createStore<AddedItem[]>([]);

/**
 * The frame's early count was read again once the first render had replaced the frame: final then
 * (a tap after it is handed over or comes from the hydrated page, through the bus: stored here). The
 * store's first value, read when the modules are evaluated, is not redundant: the first render
 * draws the badge with it, so the badge never leaves the DOM for that commit.
 */
export const earlyCartCountRead = createEvent<number>();

/** The count the page's HTML showed for adds tapped before the shell ran (lib/early-cart.ts), or 0. */
export const $earlyCartCount = createStore(readEarlyCartCount()).on(earlyCartCountRead, (_, count) => count);

/**
 * Just before the first render starts (bootstrap): reads the frame's count once more and follows it
 * while that render runs, so a tap the page's starter stores meanwhile is drawn by the first
 * render itself (lib/early-cart.ts). The reader's read in that render's commit alone comes too late
 * to be painted with it: the badges subscribe to the store in passive effects, after the commit's
 * frame, and the badge would be gone for that frame.
 */
export const watchEarlyCartCountFx = createEffect(() => {
  const read = scopeBind(earlyCartCountRead, { safe: true });
  read(readEarlyCartCount());
  watchEarlyCartCount(read);
});
const $cartReported = createStore(false).on(cartChanged, () => true);

/**
 * «В корзину» the page handed over (decision 0052): tapped after the shell's first render replaced
 * the pre-painted frame, before the page was hydrated. Added through the bus at once, as the
 * hydrated button would add it, instead of being held by the page until hydration.
 */
export const cartAddHandedOver = createEvent<ItemRef>();

/**
 * The second step of the early tap's sequence (@store/domain early-cart-adds.ts): a guest's add that
 * comes before the cart model has started is stored at once (`storeEarlyCartAdd`), before any badge
 * counts it; returns the stored cart's count. Fails for a signed-in shopper (their cart is on the
 * server) and when storage refuses: the add then waits in the queue for the model.
 */
export const storeEarlyCartAddFx = createEffect((item: AddedItem): number => {
  if (hasSessionCookies()) throw new Error('the cart is on the server');
  return storeEarlyCartAdd(localStorage, toItemRef(item));
});

/**
 * A guest's count as stored, for an add that waits in the queue (its storage refused it); null for a
 * signed-in shopper, whose cart is on the server.
 */
export const readStoredCartCountFx = createEffect((): number | null =>
  hasSessionCookies() ? null : storedCartCount(localStorage.getItem(LOCAL_CART_KEY)),
);

/** The stored cart's count once an add has come before the cart model (stored, or read for a queued one). */
export const $storedCartCount = createStore<number | null>(null)
  .on(storeEarlyCartAddFx.doneData, (_, count) => count)
  .on(readStoredCartCountFx.doneData, (_, count) => count);

/**
 * The count the cart badges show: the cart model's once it has told it (bus `cartChanged`). Before,
 * the stored cart's count after the last add the shell stored, or else the count the page's starter
 * stored and showed in the frame, plus the adds waiting in the queue: every add shown is stored,
 * except a queued one, and the badge never drops to none meanwhile. A signed-in shopper's badge waits
 * for the model (their cart is on the server).
 */
export const $shownCartCount = combine(
  { summary: $cartSummary, reported: $cartReported, early: $earlyCartCount, stored: $storedCartCount, queued: $queuedCartAdds },
  ({ summary, reported, early, stored, queued }) => {
    const known = stored ?? (early > 0 ? early : null);
    return !reported && known !== null ? known + queued.length : summary.count;
  },
);

sample({ clock: cartAddHandedOver, target: cartItemAdded });
// Whoever took the tap (the page's hand-over, the hydrated button, a product tile), a guest's add
// before the cart model has started (and told its count) is stored now; the model reads it with the
// stored cart when it starts and never takes it as an add, so it is counted once.
sample({
  clock: cartItemAdded,
  source: { state: $cartModelState, reported: $cartReported },
  filter: ({ state, reported }) => state === 'pending' && !reported,
  fn: (_, item) => item,
  target: storeEarlyCartAddFx,
});
sample({
  clock: storeEarlyCartAddFx.fail,
  source: { reported: $cartReported, early: $earlyCartCount, stored: $storedCartCount },
  filter: ({ reported, early, stored }) => !reported && early === 0 && stored === null,
  target: readStoredCartCountFx,
});

for (const ref of HEADLESS_MODULES) {
  sample({ clock: headlessStartRequested, fn: () => ref, target: loadHeadlessFx });
}
sample({ clock: loadHeadlessFx.doneData, target: startHeadlessFx });
sample({ clock: loadHeadlessFx.fail, fn: ({ params, error }) => ({ ref: params, error }), target: headlessFailed });
sample({ clock: startHeadlessFx.fail, fn: ({ params, error }) => ({ ref: params.ref, error }), target: headlessFailed });
sample({ clock: headlessFailed, target: reportHeadlessFailureFx });

// Without the session module nobody ends the start-up: pages that wait for it (profile, orders)
// would wait for ever. The shopper is a guest then, and those pages ask for sign-in.
sample({ clock: headlessFailed, filter: ({ ref }) => ref.remote === 'auth' && ref.module === 'Session', target: sessionChecked });

// Queued for the cart model: an add the shell could not store, and any add once the model has told its
// count without the shell having started it (the cart page starts it itself).
sample({
  clock: [
    storeEarlyCartAddFx.fail.map(({ params }) => params),
    sample({
      clock: cartItemAdded,
      source: { state: $cartModelState, reported: $cartReported },
      filter: ({ state, reported }) => state === 'pending' && reported,
      fn: (_, item) => item,
    }),
  ],
  source: $queuedCartAdds,
  fn: (queue, item) => [...queue, item],
  target: $queuedCartAdds,
});

const cartModelStarted = sample({ clock: startHeadlessFx.doneData, filter: isCartModel });
const cartModelFailed = sample({ clock: headlessFailed, filter: ({ ref }) => isCartModel(ref) });

sample({ clock: cartModelStarted, source: $queuedCartAdds, filter: (queue) => queue.length > 0, target: replayCartAddsFx });

/** Announces each lost add: SPEC's shopper must never see a click do nothing. */
export const announceLostAddsFx = createEffect((count: number) => {
  for (let i = 0; i < count; i += 1) toastRequested({ message: NOTICES.cartUnavailable, variant: 'error' });
});

sample({
  clock: cartModelFailed,
  source: $queuedCartAdds,
  filter: (queue) => queue.length > 0,
  fn: (queue) => queue.length,
  target: announceLostAddsFx,
});
sample({
  clock: cartItemAdded,
  source: $cartModelState,
  filter: (state) => state === 'failed',
  fn: () => ({ message: NOTICES.cartUnavailable, variant: 'error' as const }),
  target: toastRequested,
});

$queuedCartAdds.reset(replayCartAddsFx, announceLostAddsFx);
