import { $city, type PageContext } from '@store/bus';
import { act } from '@testing-library/react';
import { allSettled, fork, serialize, type Scope } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { StaticRouter } from 'react-router-dom/server';
import {
  fetchCategoryMenuFx,
  fetchListingFx,
  fetchProductFx,
  fetchProductsFx,
  fetchReviewsFx,
  readLocalFx,
  writeLocalFx,
} from '../../../shared/api';
import { sampleListing, sampleProduct, usolye } from '../../../shared/lib/test-data';
import { pageStarted } from '../model/page';
import { CataloguePage } from './catalogue-page';

const handlers = () =>
  [
    [fetchCategoryMenuFx, async () => [{ id: 1, slug: 'instrument', name: 'Инструмент', count: 14, children: [] }]],
    [fetchListingFx, async () => sampleListing()],
    [fetchProductFx, async ({ id }: { id: number }) => sampleProduct({ id })],
    [
      fetchReviewsFx,
      async () => ({
        average: 4.5,
        count: 1,
        currentPage: 1,
        items: [
          {
            id: 7,
            authorName: 'Ирина',
            score: 4.5,
            advantages: 'Тихий',
            disadvantages: null,
            comment: null,
            createdAt: '2026-11-01T10:00:00Z',
          },
        ],
      }),
    ],
    [fetchProductsFx, async () => []],
    [readLocalFx, () => null],
    [writeLocalFx, () => undefined],
  ] as const;

/** packages/ssr's stand-in for the shell's starter: the same tree, so React's ids match the browser's. */
const ServerStarter = () => null;

/** The page as packages/ssr renders it: started in the server's scope, then its markup. */
async function serverRender(url: string) {
  const [pathname = '', search = ''] = url.split('?');
  const scope = fork({ values: [[$city, usolye]], handlers: handlers() as never });
  await allSettled(pageStarted, { scope, params: { pathname, search: search ? `?${search}` : '', server: true } });
  const html = renderToString(
    <Provider value={scope}>
      <StaticRouter location={url}>
        <>
          <ServerStarter />
          <CataloguePage />
        </>
      </StaticRouter>
    </Provider>,
  );
  return { html, values: JSON.parse(JSON.stringify(serialize(scope))) as Record<string, unknown> };
}

/** The shell's start of a page module after hydration (RemotePage's PageStarter). */
function Starter() {
  const { pathname, search } = useLocation();
  const start = useUnit(pageStarted);
  useEffect(() => {
    start({ pathname, search } satisfies PageContext);
  }, [start, pathname, search]);
  return null;
}

/**
 * Hydrates the server's markup as the shell's SSR island does, in a scope forked from the server's
 * values; `kept`: whether the elements `watched` picks in the server's markup are still those on screen.
 */
async function hydrate(url: string, html: string, values: Record<string, unknown>, watched: string) {
  const node = document.createElement('div');
  node.innerHTML = html;
  document.body.append(node);
  const served = [...node.querySelectorAll(watched)];
  const scope: Scope = fork({ values, handlers: handlers() as never });
  const errors: unknown[] = [];
  // React reports a markup that differs from the server's (text, attributes, ids) only as a warning.
  const warn = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')));
  const tree = (children: ReactNode) => (
    <Provider value={scope}>
      <MemoryRouter initialEntries={[url]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        {children}
      </MemoryRouter>
    </Provider>
  );
  await act(async () => {
    hydrateRoot(
      node,
      tree(
        <>
          <Starter />
          <CataloguePage />
        </>,
      ),
      { onRecoverableError: (error) => void errors.push(error) },
    );
  });
  await act(() => allSettled(scope));
  warn.mockRestore();
  const shown = [...node.querySelectorAll(watched)];
  const kept = served.length > 0 && shown.length === served.length && served.every((element, i) => element === shown[i]);
  return { node, errors, kept };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('catalogue page rendered by the server, then hydrated', () => {
  it('carries the product page’s whole first screen, and hydration keeps the server’s buy box with one «В корзину»', async () => {
    const url = '/store/komp/noutbuki/42.html';
    const { html, values } = await serverRender(url);
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector('[aria-busy="true"]')).toBeNull();
    expect(page.querySelector('h1')).toHaveTextContent(sampleProduct().title);
    expect(page.querySelector('[data-testid="catalog-product-price"]')).toHaveTextContent(/45\s990\s₽/);
    // The buy box's «В корзину» and each similar product's card carry their item (the starter answers them).
    expect(page.querySelectorAll('[data-testid="catalog-product-add-to-cart"][data-cart-add]')).toHaveLength(1);
    // The phone's buy bar comes with the page, not yet shown: showing it later moves nothing.
    expect(page.querySelector('[data-testid="catalog-buy-bar"]')).toHaveAttribute('data-shown', 'false');
    expect(page.querySelector('[data-testid="catalog-attributes"]')).toHaveTextContent('Экран, дюйм15,6');
    // The description's safe HTML, as the browser will render it too.
    expect(page.querySelector('[data-testid="catalog-description"]')!.innerHTML).toBe(sampleProduct().description);
    expect(page.querySelector('[data-testid="catalog-reviews"]')).toHaveTextContent('Ирина');

    const { node, errors, kept } = await hydrate(
      url,
      html,
      values,
      'h1, [data-testid="catalog-product-add-to-cart"], [data-testid="catalog-attributes"], [data-testid="catalog-description"]',
    );
    expect(errors).toEqual([]);
    expect(kept).toBe(true);
    expect(node.querySelector('[aria-busy="true"]')).toBeNull();
    const buttons = node.querySelectorAll('[data-testid="catalog-product-add-to-cart"][data-cart-add]');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveTextContent('В корзину');
    expect(node.querySelector('[data-testid="catalog-product-title"]')).toHaveTextContent(sampleProduct().title);
    expect(node.querySelector('[data-testid="catalog-description"]')!.innerHTML).toBe(sampleProduct().description);
  });

  it('carries the category’s first screen (title, products, pages, the closed filters box) and hydrates it in place', async () => {
    const url = '/store/instrument/dreli';
    const { html, values } = await serverRender(url);
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector('[aria-busy="true"]')).toBeNull();
    expect(page.querySelector('h1')).toHaveTextContent('Дрели');
    expect(page.querySelectorAll('[data-testid="catalog-product-card"]')).toHaveLength(2);
    expect(page.querySelector('[data-testid="catalog-total"]')).toHaveTextContent('Найдено 14 товаров');
    expect(page.querySelector('[data-testid="catalog-filters"] summary')).toHaveTextContent('Фильтры');

    const { node, errors, kept } = await hydrate(
      url,
      html,
      values,
      'h1, [data-testid="catalog-product-card"], [data-testid="catalog-filters"]',
    );
    expect(errors).toEqual([]);
    expect(kept).toBe(true);
    expect(node.querySelector('[aria-busy="true"]')).toBeNull();
    expect(node.querySelectorAll('[data-testid="catalog-product-card"]')).toHaveLength(2);
  });
});
