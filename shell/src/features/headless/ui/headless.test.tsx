import { TOKEN_COOKIE } from '@store/api-client';
import { cartItemAdded, type HeadlessModule } from '@store/bus';
import { act, fireEvent, render } from '@testing-library/react';
import { allSettled, createEvent, createStore, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router-dom';
import { ROUTER_FUTURE } from '../../../shared/config/router';
import { readEarlyCartCount } from '../lib/early-cart';
import { RETURNING_KEY } from '../lib/start-policy';
import { $earlyCartCount, $queuedCartAdds, $shownCartCount, $startedModules, loadHeadlessFx, type HeadlessRef } from '../model/headless';
import { EarlyCartCountReader, HeadlessModulesStarter } from './headless';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
// The pre-painted frame's badges are the page's; here the count they show is given per test.
jest.mock('../lib/early-cart', () => ({ readEarlyCartCount: jest.fn(() => 0) }));
const earlyCount = jest.mocked(readEarlyCartCount);

function scopeWithModules(): Scope {
  return fork({
    handlers: [
      [
        loadHeadlessFx,
        async (ref: HeadlessRef) => {
          const started = createEvent();
          createStore(0).on(started, (n) => n + 1);
          return { ref, module: { started } satisfies HeadlessModule };
        },
      ],
    ],
  });
}

async function openPage(path: string) {
  const scope = scopeWithModules();
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
        <EarlyCartCountReader />
        <HeadlessModulesStarter />
      </MemoryRouter>
    </Provider>,
  );
  // The page has loaded (jsdom: readyState complete) and the idle moment has passed.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return { scope, started: () => scope.getState($startedModules).length };
}

/** A touch on one of the page's buttons: a sign of use (@store/domain isPresence). */
function touchButton() {
  const button = document.body.appendChild(document.createElement('button'));
  fireEvent.pointerDown(button);
  button.remove();
}

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = `${TOKEN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('a newcomer on the catalogue pages gets the session, cart and collections remotes at first use (issue 25)', () => {
  it.each(['/', '/store/bytovaya-tehnika/krupnaya-tehnika/holodilniki', '/store/krupnaya-tehnika/holodilniki/1.html'])(
    'on %s nothing loads while the shopper only looks or scrolls; the first touch on a button starts all three',
    async (path) => {
      const page = await openPage(path);
      expect(page.started()).toBe(0);
      // A scroll: a finger on the page's text, a wheel turned (decision 0063).
      fireEvent.touchStart(document.body);
      fireEvent.pointerDown(document.body);
      fireEvent.wheel(document.body);
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(page.started()).toBe(0);
      touchButton();
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(page.started()).toBe(3);
      // The next page of this browser restores at once: there may be a cart to show now.
      expect(window.localStorage.getItem(RETURNING_KEY)).toBe('1');
    },
  );

  it('a shopper who was here before gets them once the page is idle, untouched', async () => {
    window.localStorage.setItem(RETURNING_KEY, '1');
    expect((await openPage('/')).started()).toBe(3);
  });

  it('a signed-in shopper (a session cookie) gets them once the page is idle, untouched', async () => {
    document.cookie = `${TOKEN_COOKIE}=abc; path=/`;
    expect((await openPage('/store/krupnaya-tehnika/holodilniki/1.html')).started()).toBe(3);
  });

  it('a page that shows their state (/profile) gets them once idle, even for a newcomer', async () => {
    expect((await openPage('/profile')).started()).toBe(3);
  });
});

describe('the cart page starts its own cart model: a guest gets the session and the favourites at first use (decision 0041)', () => {
  it.each([
    ['a newcomer', false],
    ['a returning guest', true],
  ])('%s on /cart: nothing loads while the shopper only looks; the first touch on a button starts all three', async (_, returning) => {
    if (returning) window.localStorage.setItem(RETURNING_KEY, '1');
    const page = await openPage('/cart');
    expect(page.started()).toBe(0);
    fireEvent.pointerDown(document.body);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(page.started()).toBe(0);
    touchButton();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(page.started()).toBe(3);
  });

  it('a signed-in shopper on /cart gets them once idle, untouched (their cart is handed over by the session)', async () => {
    document.cookie = `${TOKEN_COOKIE}=abc; path=/`;
    expect((await openPage('/cart')).started()).toBe(3);
  });
});

describe('an add to the cart before the page listened for a first use', () => {
  it("starts the modules and reaches the cart model (a newcomer's tap is never lost)", async () => {
    const scope = scopeWithModules();
    await allSettled(cartItemAdded, { scope, params: { productId: 7, defectSerialNumber: null } });
    render(
      <Provider value={scope}>
        <MemoryRouter initialEntries={['/']} future={ROUTER_FUTURE}>
          <HeadlessModulesStarter />
        </MemoryRouter>
      </Provider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(scope.getState($startedModules)).toHaveLength(3);
    expect(scope.getState($queuedCartAdds)).toEqual([]);
  });
});

describe('«В корзину» answered by the page before the shell ran (decision 0037)', () => {
  afterEach(() => earlyCount.mockReturnValue(0));

  it('a tap noted after the shell’s modules were evaluated, before its first render, is counted and starts the cart model', async () => {
    // The store's first value (read at evaluation) had no tap; the frame's badges showed 1 when it left.
    earlyCount.mockReturnValue(1);
    const page = await openPage('/store/krupnaya-tehnika/holodilniki/1.html');
    expect(page.scope.getState($earlyCartCount)).toBe(1);
    // A newcomer who has not touched the page since: the cart model starts at once to take the note in.
    expect(page.started()).toBe(3);
  });
});

describe('«В корзину» handed over by the page after the shell’s first render, before hydration (decision 0052)', () => {
  const handOver = (detail: unknown) => document.dispatchEvent(new CustomEvent('store:cart-add', { detail, cancelable: true }));

  it("takes the tap (the page then holds nothing), counts it on the guest's stored cart at once and starts the cart model", async () => {
    window.localStorage.setItem('cart', JSON.stringify({ cartList: [{ id: 3, defectSerialNumber: null, quantity: 2, selected: true }] }));
    const page = await openPage('/store/krupnaya-tehnika/holodilniki/1.html');
    expect(page.started()).toBe(0);
    let notTaken = true;
    act(() => {
      notTaken = handOver('{"productId":7,"defectSerialNumber":null}');
    });
    expect(notTaken).toBe(false);
    expect(page.scope.getState($shownCartCount)).toBe(3);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    // The cart model started and took the add through the bus, as the hydrated button would have.
    expect(page.started()).toBe(3);
    expect(page.scope.getState($queuedCartAdds)).toEqual([]);
  });

  it('leaves what is not an item to the page (it holds the tap for the hydrated button)', async () => {
    const page = await openPage('/store/krupnaya-tehnika/holodilniki/1.html');
    let notTaken = false;
    act(() => {
      notTaken = handOver('{"productId":"7"}');
    });
    expect(notTaken).toBe(true);
    expect(page.scope.getState($queuedCartAdds)).toEqual([]);
  });
});

describe('a browser that kept something of the store before the mark existed (a cart left last month)', () => {
  it('counts as returning: its headless modules start once the page is idle', () => {
    window.localStorage.setItem('cart', '[{"productId":7}]');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const policy = require('../lib/start-policy') as typeof import('../lib/start-policy');
      expect(policy.readReturning()).toBe(true);
    });
    window.localStorage.clear();
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const policy = require('../lib/start-policy') as typeof import('../lib/start-policy');
      expect(policy.readReturning()).toBe(false);
    });
  });
});
