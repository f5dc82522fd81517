import type { Product } from '@store/api-client';
import { $city, $pageMeta } from '@store/bus';
import type { CartLine } from '@store/domain';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { allSettled, createWatch, fork, serialize, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { StaticRouter } from 'react-router-dom/server';
import { itemsRequested, started } from '../../../entities/cart';
import { fetchCartProductsFx, fetchDeliveriesFx, readLocalCartFx, readUtmSourceFx, writeLocalCartFx } from '../../../shared/api';
import { USOLYE } from '../../../shared/lib/test/cities';
import { pageStarted } from '../model/page';
import { CartPage } from './cart-page';

// Decision 0036: the shell's server draws /cart as it is while a guest's lines load (it cannot read
// localStorage); the browser hydrates that frame without a mismatch and then shows the lines.

const LINE: CartLine = { productId: 1, defectSerialNumber: null, quantity: 1, selected: true };

const product = {
  id: 1,
  sku: 'SKU-1',
  title: 'Холодильник Бирюса 118',
  producer: null,
  description: null,
  attributes: {},
  weightKg: 40,
  dimensionsCm: [60, 60, 145],
  status: 'inStock',
  categories: [],
  productImages: [{ name: 'p1.webp', main: true }],
  productPrices: [
    { stockCode: USOLYE.code, priceRetail: 25_990, priceDiscount: null, priceDiscountEndDate: null, defectPriceRetail: null },
  ],
  productDefects: [],
  metaProducts: [],
  defectSerialNumber: null,
  defectReason: null,
  totalQuantity: 3,
  assembledQuantity: 0,
  categorySlugs: ['krupnaya-tehnika', 'holodilniki'],
  path: '/store/krupnaya-tehnika/holodilniki/1.html',
} as unknown as Product;

/** A scope whose storage and API answer as for a guest with one line; counts the reads of storage. */
function shopperScope(values: Record<string, unknown> = {}) {
  const reads = { storage: 0 };
  const scope = fork({
    values,
    handlers: [
      [
        readLocalCartFx,
        () => {
          reads.storage += 1;
          return [LINE];
        },
      ],
      [writeLocalCartFx, () => undefined],
      [fetchCartProductsFx, async () => ({ products: { 1: product }, fetchedAt: Date.now() })],
      // The checkout's start (the opening): answered here, nothing leaves the test.
      [fetchDeliveriesFx, async () => []],
      [readUtmSourceFx, () => null],
    ],
  });
  return { scope, reads };
}

const page = (scope: Scope, Router: (props: { children: ReactElement }) => ReactElement) => (
  <Provider value={scope}>
    <Router>
      <CartPage />
    </Router>
  </Provider>
);
const AtCartServer = ({ children }: { children: ReactElement }) => <StaticRouter location="/cart">{children}</StaticRouter>;
const AtCartBrowser = ({ children }: { children: ReactElement }) => (
  <MemoryRouter initialEntries={['/cart']} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
    {children}
  </MemoryRouter>
);

/** The shell's server: the page started as its render (bus PageContext.server), its markup and state. */
async function serverRender() {
  const { scope, reads } = shopperScope();
  await allSettled($city, { scope, params: USOLYE });
  await allSettled(pageStarted, { scope, params: { pathname: '/cart', search: '', server: true } });
  return { html: renderToString(page(scope, AtCartServer)), values: serialize(scope), scope, reads };
}

describe('the cart page drawn by the server (decision 0036)', () => {
  it('is the page while the lines load: its title and the lines at their size, not the empty cart; nothing of a shopper read', async () => {
    const { html, scope, reads } = await serverRender();
    const frame = document.createElement('div');
    frame.innerHTML = html;
    expect(frame.querySelector('h1')?.textContent).toBe('Корзина');
    expect(frame.querySelector('[data-testid="cart-loading"]')).not.toBeNull();
    expect(frame.querySelector('[data-testid="cart-empty"]')).toBeNull();
    expect(frame.textContent).not.toContain('Ваша корзина пуста');
    // The server's start is no opening: no storage read, the cart model not started.
    expect(reads.storage).toBe(0);
    expect(scope.getState($pageMeta)).toEqual({ title: 'Корзина', path: '/cart' });
  });

  it('a payment return is answered by the browser only (the server shares its render with every shopper)', async () => {
    const { scope } = shopperScope();
    await allSettled(pageStarted, { scope, params: { pathname: '/cart', search: '?order=12&payment=paid', server: true } });
    expect(renderToString(page(scope, AtCartServer))).not.toContain('Заказ № 12');
  });

  it('hydrates without a mismatch though the cart model restored the line before, then shows it', async () => {
    const { html, values } = await serverRender();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    // The browser: the scope from the server's state; the shell's headless cart model got there first.
    const { scope, reads } = shopperScope(values);
    await allSettled(started, { scope });
    await allSettled(itemsRequested, { scope });
    expect(reads.storage).toBe(1);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const title = container.querySelector('h1');
    await act(async () => {
      hydrateRoot(container, page(scope, AtCartBrowser), { onRecoverableError: recoverable });
    });

    await waitFor(() => expect(screen.getByTestId('cart-lines')).toBeInTheDocument());
    expect(screen.getByTestId('cart-line-title')).toHaveTextContent('Холодильник Бирюса 118');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1 товар');
    expect(screen.getByTestId('cart-line-price')).toHaveTextContent(/25\s990/);
    expect(screen.queryByTestId('cart-loading')).toBeNull();
    // Hydrated in place: the server's heading is the one on screen, and React found nothing to repair.
    expect(container.querySelector('h1')).toBe(title);
    expect(recoverable).not.toHaveBeenCalled();
    // Decision 0041: the checkout's code is asked for once the lines are drawn; its place is kept
    // by the skeleton meanwhile, then the form is there to fill in.
    expect(await screen.findByTestId('cart-checkout-form')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-checkout-loading')).toBeNull();
    expect(screen.getByLabelText('Фамилия и имя')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("hydrates without a mismatch the frame whose line skeleton the page's starter wrote a title into (decision 0063)", async () => {
    const { html, values } = await serverRender();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    // The server's frame: an empty title slot per line skeleton, in line order.
    const slots = container.querySelectorAll('[data-cart-early-title]');
    expect([...slots].map((slot) => slot.textContent)).toEqual(['', '']);
    // The page's starter (@store/domain drawCartTitlesEarly): the first stored line's title, drawn and kept.
    slots[0]!.textContent = product.title;
    (window as { __storeCartProductsEarly?: unknown }).__storeCartProductsEarly = {
      cityId: USOLYE.cityId,
      products: {},
      titles: [product.title],
    };
    const { scope } = shopperScope(values);
    await act(async () => {
      hydrateRoot(container, page(scope, AtCartBrowser), { onRecoverableError: recoverable });
    });
    // Hydrated as the starter left it: the title still in its skeleton, nothing repaired.
    expect(container.querySelectorAll('[data-cart-early-title]')[0]).toBe(slots[0]);
    expect(slots[0]!.textContent).toBe(product.title);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    delete (window as { __storeCartProductsEarly?: unknown }).__storeCartProductsEarly;
    container.remove();
  });

  it("the browser's start is the opening: it reads the stored lines and loads their products", async () => {
    const { scope, reads } = shopperScope({});
    const loads = jest.fn();
    const unwatch = createWatch({ unit: fetchCartProductsFx, scope, fn: loads });
    await allSettled(pageStarted, { scope, params: { pathname: '/cart', search: '' } });
    unwatch();
    expect(reads.storage).toBe(1);
    expect(loads).toHaveBeenCalledWith(expect.objectContaining({ ids: [1] }));
  });
});

describe('the checkout of a cart with lines (decision 0041)', () => {
  /** An IntersectionObserver the test moves: `near()` says the observed places came near the view. */
  function fakeObserver() {
    const callbacks: IntersectionObserverCallback[] = [];
    const observed: Element[] = [];
    class Observer {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    }
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: Observer });
    const near = () => {
      for (const callback of callbacks)
        callback(
          observed.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
    };
    return { near, remove: () => Reflect.deleteProperty(window, 'IntersectionObserver') };
  }

  it('is asked for when its place comes near the screen; until then its skeleton keeps the place', async () => {
    const observer = fakeObserver();
    const { scope } = shopperScope();
    await allSettled(started, { scope });
    await allSettled(itemsRequested, { scope });
    // The page of an earlier test is still in the document: this one is read within its own container.
    const view = within(render(page(scope, AtCartBrowser)).container);
    expect(await view.findByTestId('cart-lines')).toBeInTheDocument();
    // Far below the screen: the lines are there, the form's code is not asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(view.getByTestId('cart-checkout-loading')).toBeInTheDocument();
    expect(view.queryByTestId('cart-checkout-form')).toBeNull();
    act(() => observer.near());
    expect(await view.findByTestId('cart-checkout-form')).toBeInTheDocument();
    expect(view.queryByTestId('cart-checkout-loading')).toBeNull();
    observer.remove();
  });
});
