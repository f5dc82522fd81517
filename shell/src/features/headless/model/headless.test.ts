import { $sessionChecked, cartChanged, cartItemAdded, type HeadlessModule } from '@store/bus';
import { NOTICES } from '@store/domain';
import { allSettled, createEvent, createStore, fork, sample } from 'effector';
import { $pendingToasts } from '../../../shared/ui/toasts/model';
import { readEarlyCartCount, watchEarlyCartCount } from '../lib/early-cart';
import {
  $cartModelState,
  $earlyCartCount,
  $queuedCartAdds,
  $shownCartCount,
  $startedModules,
  cartAddHandedOver,
  headlessStartRequested,
  watchEarlyCartCountFx,
  readStoredCartCountFx,
  loadHeadlessFx,
  reportHeadlessFailureFx,
  type HeadlessRef,
} from './headless';

// The pre-painted frame's badges are the page's: here their count, and the early script's writes, per test.
jest.mock('../lib/early-cart', () => ({ readEarlyCartCount: jest.fn(() => 0), watchEarlyCartCount: jest.fn() }));
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

/** A stand-in for a remote's headless module: counts its starts and takes adds only once started. */
function fakeModule() {
  const started = createEvent();
  const $starts = createStore(0).on(started, (n) => n + 1);
  const $received = createStore<number[]>([]);
  sample({
    clock: cartItemAdded,
    source: { starts: $starts, received: $received },
    filter: ({ starts }) => starts > 0,
    fn: ({ received }, item) => [...received, item.productId],
    target: $received,
  });
  return { module: { started } satisfies HeadlessModule, $starts, $received };
}

function setup(failing: string[] = []) {
  const modules = { 'auth/Session': fakeModule(), 'cart_checkout/CartModel': fakeModule(), 'catalog/Collections': fakeModule() };
  const reported: string[] = [];
  const scope = fork({
    handlers: [
      [
        loadHeadlessFx,
        async (ref: HeadlessRef) => {
          const id = `${ref.remote}/${ref.module}` as keyof typeof modules;
          if (failing.includes(id)) throw new Error(`${id} is down`);
          return { ref, module: modules[id].module };
        },
      ],
      [reportHeadlessFailureFx, ({ ref }: { ref: HeadlessRef }) => void reported.push(`${ref.remote}/${ref.module}`)],
    ],
  });
  return { scope, modules, reported };
}

const add = (productId: number) => ({ productId, defectSerialNumber: null });

describe('headless modules (bus HeadlessModule) start after first paint in the shell scope', () => {
  it("loads auth/Session, cart_checkout/CartModel and catalog/Collections and calls each one's started in the scope", async () => {
    const { scope, modules } = setup();
    await allSettled(headlessStartRequested, { scope });
    for (const { $starts } of Object.values(modules)) {
      expect(scope.getState($starts)).toBe(1);
      // The shell's scope, not the global state: server rendering and tests stay isolated.
      expect($starts.getState()).toBe(0);
    }
    expect(scope.getState($startedModules)).toHaveLength(3);
  });

  it('a missing module is contained: the console names it, the others start', async () => {
    const { scope, modules, reported } = setup(['auth/Session']);
    await allSettled(headlessStartRequested, { scope });
    expect(reported).toEqual(['auth/Session']);
    expect(scope.getState(modules['cart_checkout/CartModel'].$starts)).toBe(1);
    expect(scope.getState(modules['catalog/Collections'].$starts)).toBe(1);
    expect(scope.getState(modules['auth/Session'].$starts)).toBe(0);
  });
});

describe('adds to the cart before the cart model started are queued, then replayed', () => {
  it('when auth/Session cannot load, the session start-up still ends (a guest), so profile pages stop waiting', async () => {
    const { scope } = setup(['auth/Session']);
    await allSettled(headlessStartRequested, { scope });
    expect(scope.getState($sessionChecked)).toBe(true);
  });

  it('the start-up is left to auth/Session when it loads', async () => {
    const { scope } = setup(['catalog/Collections']);
    await allSettled(headlessStartRequested, { scope });
    expect(scope.getState($sessionChecked)).toBe(false);
  });

  it('replays queued adds in order once the cart model has started; later adds go straight through', async () => {
    const { scope, modules } = setup();
    const cart = modules['cart_checkout/CartModel'];
    await allSettled(cartItemAdded, { scope, params: add(1) });
    await allSettled(cartItemAdded, { scope, params: add(2) });
    expect(scope.getState($queuedCartAdds)).toHaveLength(2);
    expect(scope.getState(cart.$received)).toEqual([]);

    await allSettled(headlessStartRequested, { scope });
    expect(scope.getState(cart.$received)).toEqual([1, 2]);
    expect(scope.getState($queuedCartAdds)).toEqual([]);

    await allSettled(cartItemAdded, { scope, params: add(3) });
    expect(scope.getState(cart.$received)).toEqual([1, 2, 3]);
    expect(scope.getState($queuedCartAdds)).toEqual([]);
  });

  it('when the cart model cannot load, every add shows an error toast instead of vanishing', async () => {
    const { scope } = setup(['cart_checkout/CartModel']);
    await allSettled(cartItemAdded, { scope, params: add(1) });
    await allSettled(headlessStartRequested, { scope });
    expect(scope.getState($cartModelState)).toBe('failed');
    expect(scope.getState($pendingToasts).map((t) => t.message)).toEqual([NOTICES.cartUnavailable]);

    await allSettled(cartItemAdded, { scope, params: add(2) });
    const toasts = scope.getState($pendingToasts);
    expect(toasts.map((t) => [t.message, t.variant])).toEqual([
      [NOTICES.cartUnavailable, 'error'],
      [NOTICES.cartUnavailable, 'error'],
    ]);
  });
});

describe('the badges’ count after «В корзину» was tapped before the shell ran (decision 0037)', () => {
  const kettle = { productId: 1, defectSerialNumber: null };

  it('keeps the count the page’s HTML showed, plus adds waiting for the cart model, until the model tells its own', async () => {
    const scope = fork({ values: [[$earlyCartCount, 2]] });
    expect(scope.getState($shownCartCount)).toBe(2);
    await allSettled(cartItemAdded, { scope, params: kettle });
    expect(scope.getState($shownCartCount)).toBe(3);
    // The model folded the noted adds into the cart and took the queued one: its count is the truth.
    await allSettled(cartChanged, { scope, params: { count: 3, lines: [{ ...kettle, quantity: 3 }] } });
    expect(scope.getState($shownCartCount)).toBe(3);
    await allSettled(cartChanged, { scope, params: { count: 0, lines: [] } });
    expect(scope.getState($shownCartCount)).toBe(0);
  });

  it('reads the frame’s count at once before the first render, so that render draws a tap noted after the evaluation', () => {
    // A tap noted after the shell's modules were evaluated: the frame's badges show 1.
    jest.mocked(readEarlyCartCount).mockReturnValueOnce(1);
    const scope = fork();
    // Not awaited: bootstrap starts the render in the same task, which must already see the count.
    void allSettled(watchEarlyCartCountFx, { scope });
    expect(scope.getState($shownCartCount)).toBe(1);
    // Another tap while the render runs: the early script writes 2 into the badges, and the store follows.
    const [[told]] = jest.mocked(watchEarlyCartCount).mock.calls as [[(count: number) => void]];
    told(2);
    expect(scope.getState($shownCartCount)).toBe(2);
  });

  it("without an early tap a guest's add that waits for the cart model counts on the stored cart at once (decision 0052)", async () => {
    localStorage.setItem('cart', JSON.stringify({ cartList: [{ id: 2, defectSerialNumber: null, quantity: 3, selected: true }] }));
    try {
      const scope = fork();
      await allSettled(cartItemAdded, { scope, params: kettle });
      expect(scope.getState($shownCartCount)).toBe(4);
      await allSettled(cartChanged, { scope, params: { count: 4, lines: [{ ...kettle, quantity: 4 }] } });
      expect(scope.getState($shownCartCount)).toBe(4);
    } finally {
      localStorage.clear();
    }
  });

  it("a signed-in shopper's badge shows the cart model's count only (their cart is on the server)", async () => {
    document.cookie = 'user=%7B%22id%22%3A1%7D; path=/';
    try {
      const scope = fork();
      await allSettled(cartItemAdded, { scope, params: kettle });
      expect(scope.getState($shownCartCount)).toBe(0);
      await allSettled(cartChanged, { scope, params: { count: 4, lines: [{ ...kettle, quantity: 4 }] } });
      expect(scope.getState($shownCartCount)).toBe(4);
    } finally {
      document.cookie = 'user=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    }
  });
});

describe('«В корзину» the page handed over before hydration (decision 0052)', () => {
  const kettle = { productId: 1, defectSerialNumber: null };

  it("adds through the bus and shows the guest's stored count plus the waiting adds until the model tells its own", async () => {
    const scope = fork({ handlers: [[readStoredCartCountFx, () => 2]] });
    await allSettled(cartAddHandedOver, { scope, params: kettle });
    expect(scope.getState($queuedCartAdds)).toEqual([kettle]);
    expect(scope.getState($shownCartCount)).toBe(3);
    await allSettled(cartAddHandedOver, { scope, params: kettle });
    expect(scope.getState($shownCartCount)).toBe(4);
    await allSettled(cartChanged, { scope, params: { count: 4, lines: [{ ...kettle, quantity: 4 }] } });
    expect(scope.getState($shownCartCount)).toBe(4);
  });

  it('an empty stored cart counts from none: the first handed-over add shows 1', async () => {
    const scope = fork({ handlers: [[readStoredCartCountFx, () => 0]] });
    await allSettled(cartAddHandedOver, { scope, params: kettle });
    expect(scope.getState($shownCartCount)).toBe(1);
  });

  it("a signed-in shopper's count stays the cart model's (their cart is on the server); the add waits for the model", async () => {
    const scope = fork({ handlers: [[readStoredCartCountFx, () => null]] });
    await allSettled(cartAddHandedOver, { scope, params: kettle });
    expect(scope.getState($queuedCartAdds)).toEqual([kettle]);
    expect(scope.getState($shownCartCount)).toBe(0);
  });

  it('after an early tap the frame’s count stays the base: the stored cart is not read again', async () => {
    const read = jest.fn(() => 9);
    const scope = fork({ values: [[$earlyCartCount, 2]], handlers: [[readStoredCartCountFx, read]] });
    await allSettled(cartAddHandedOver, { scope, params: kettle });
    expect(read).not.toHaveBeenCalled();
    expect(scope.getState($shownCartCount)).toBe(3);
  });
});
