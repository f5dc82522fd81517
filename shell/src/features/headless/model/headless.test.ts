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

const signIn = () => (document.cookie = 'user=%7B%22id%22%3A1%7D; path=/');
const signOut = () => (document.cookie = 'user=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/');
/** The stored guest cart (SPEC §3) as lines of productId × quantity, and the adds the model is to confirm. */
const stored = () => ({
  lines: (JSON.parse(localStorage.getItem('cart') ?? '{"cartList":[]}') as { cartList: { id: number; quantity: number }[] }).cartList.map(
    ({ id, quantity }) => [id, quantity],
  ),
  toConfirm: localStorage.getItem('cartEarlyAdds'),
});
afterEach(() => {
  localStorage.clear();
  signOut();
});

describe('the session start-up', () => {
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
});

describe("a guest's adds before the cart model started: stored at once, counted once (the early tap's second step)", () => {
  it('stores each add in the stored cart before the badge counts it; the model, started, takes none of them as adds', async () => {
    const { scope, modules } = setup();
    const cart = modules['cart_checkout/CartModel'];
    const atBadge: unknown[] = [];
    await allSettled(cartItemAdded, { scope, params: add(1) });
    atBadge.push([scope.getState($shownCartCount), stored()]);
    await allSettled(cartItemAdded, { scope, params: add(1) });
    await allSettled(cartItemAdded, { scope, params: add(2) });
    atBadge.push([scope.getState($shownCartCount), stored()]);
    expect(atBadge).toEqual([
      [1, { lines: [[1, 1]], toConfirm: '1' }],
      [
        3,
        {
          lines: [
            [1, 2],
            [2, 1],
          ],
          toConfirm: '3',
        },
      ],
    ]);
    expect(scope.getState($queuedCartAdds)).toEqual([]);

    // The model reads them with the stored cart when it starts (its own test): nothing is replayed.
    await allSettled(headlessStartRequested, { scope });
    expect(scope.getState(cart.$received)).toEqual([]);
    // Later adds are the model's alone: the shell stores nothing more.
    await allSettled(cartItemAdded, { scope, params: add(3) });
    expect(scope.getState(cart.$received)).toEqual([3]);
    expect(stored().lines).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('adds on top of what the page’s starter stored, and shows that count', async () => {
    // The starter stored one add and showed 1 in the frame.
    localStorage.setItem('cart', JSON.stringify({ cartList: [{ id: 2, defectSerialNumber: null, quantity: 1, selected: true }] }));
    const scope = fork({ values: [[$earlyCartCount, 1]] });
    expect(scope.getState($shownCartCount)).toBe(1);
    await allSettled(cartAddHandedOver, { scope, params: add(2) });
    expect(scope.getState($shownCartCount)).toBe(2);
    expect(stored().lines).toEqual([[2, 2]]);
    // The model's count, once told, is the truth.
    await allSettled(cartChanged, { scope, params: { count: 2, lines: [{ ...add(2), quantity: 2 }] } });
    expect(scope.getState($shownCartCount)).toBe(2);
  });

  it('stores nothing once the cart model has told its count (the cart page starts it itself)', async () => {
    const scope = fork();
    await allSettled(cartChanged, { scope, params: { count: 0, lines: [] } });
    await allSettled(cartItemAdded, { scope, params: add(1) });
    expect(stored().lines).toEqual([]);
  });

  it('when storage refuses the cart the add waits in the queue, counted on the cart as read, and is replayed to the model', async () => {
    localStorage.setItem('cart', JSON.stringify({ cartList: [{ id: 2, defectSerialNumber: null, quantity: 3, selected: true }] }));
    const refuse = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const { scope, modules } = setup();
    await allSettled(cartItemAdded, { scope, params: add(1) });
    refuse.mockRestore();
    expect(scope.getState($queuedCartAdds)).toEqual([add(1)]);
    expect(scope.getState($shownCartCount)).toBe(4);
    await allSettled(headlessStartRequested, { scope });
    expect(scope.getState(modules['cart_checkout/CartModel'].$received)).toEqual([1]);
  });

  it('when the cart model cannot load, a stored add is kept (no error); a later add says the cart is unavailable', async () => {
    const { scope } = setup(['cart_checkout/CartModel']);
    await allSettled(cartItemAdded, { scope, params: add(1) });
    await allSettled(headlessStartRequested, { scope });
    expect(scope.getState($cartModelState)).toBe('failed');
    expect(scope.getState($pendingToasts)).toEqual([]);
    expect(stored().lines).toEqual([[1, 1]]);
    await allSettled(cartItemAdded, { scope, params: add(2) });
    expect(scope.getState($pendingToasts).map((t) => [t.message, t.variant])).toEqual([[NOTICES.cartUnavailable, 'error']]);
  });
});

describe("a signed-in shopper's adds before the cart model started are queued, then replayed (their cart is on the server)", () => {
  beforeEach(signIn);

  it('replays queued adds in order once the cart model has started; later adds go straight through', async () => {
    const { scope, modules } = setup();
    const cart = modules['cart_checkout/CartModel'];
    await allSettled(cartItemAdded, { scope, params: add(1) });
    await allSettled(cartItemAdded, { scope, params: add(2) });
    expect(scope.getState($queuedCartAdds)).toHaveLength(2);
    expect(scope.getState(cart.$received)).toEqual([]);
    expect(stored().lines).toEqual([]);

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
    expect(scope.getState($pendingToasts).map((t) => [t.message, t.variant])).toEqual([
      [NOTICES.cartUnavailable, 'error'],
      [NOTICES.cartUnavailable, 'error'],
    ]);
  });

  it("the badge shows the cart model's count only; a handed-over add waits for the model", async () => {
    const scope = fork();
    await allSettled(cartAddHandedOver, { scope, params: add(1) });
    expect(scope.getState($queuedCartAdds)).toEqual([add(1)]);
    expect(scope.getState($shownCartCount)).toBe(0);
    await allSettled(cartChanged, { scope, params: { count: 4, lines: [{ ...add(1), quantity: 4 }] } });
    expect(scope.getState($shownCartCount)).toBe(4);
  });
});

describe('the badges’ count after «В корзину» was tapped before the shell ran (decision 0037)', () => {
  it('keeps the count the page’s HTML showed until the model tells its own', async () => {
    const scope = fork({ values: [[$earlyCartCount, 2]] });
    expect(scope.getState($shownCartCount)).toBe(2);
    await allSettled(cartChanged, { scope, params: { count: 2, lines: [{ ...add(1), quantity: 2 }] } });
    expect(scope.getState($shownCartCount)).toBe(2);
    await allSettled(cartChanged, { scope, params: { count: 0, lines: [] } });
    expect(scope.getState($shownCartCount)).toBe(0);
  });

  it('reads the frame’s count at once before the first render, so that render draws a tap stored after the evaluation', () => {
    // A tap stored after the shell's modules were evaluated: the frame's badges show 1.
    jest.mocked(readEarlyCartCount).mockReturnValueOnce(1);
    const scope = fork();
    // Not awaited: bootstrap starts the render in the same task, which must already see the count.
    void allSettled(watchEarlyCartCountFx, { scope });
    expect(scope.getState($shownCartCount)).toBe(1);
    // Another tap while the render runs: the starter writes 2 into the badges, and the store follows.
    const [[told]] = jest.mocked(watchEarlyCartCount).mock.calls as [[(count: number) => void]];
    told(2);
    expect(scope.getState($shownCartCount)).toBe(2);
  });
});
