import { $city, cartItemAdded, oneClickOrderRequested, stockModalRequested } from '@store/bus';
import { renderWithScope } from '@store/ui/src/testing/render-with-scope';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { useLocation } from 'react-router-dom';
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

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function makeScope(product: Partial<ReturnType<typeof sampleProduct>> = {}) {
  return fork({
    values: [[$city, usolye]],
    handlers: [
      [fetchCategoryMenuFx, async () => [{ id: 1, slug: 'instrument', name: 'Инструмент', count: 14, children: [] }]],
      [fetchListingFx, async () => sampleListing()],
      [
        fetchProductFx,
        async ({ id, defectSerialNumber }: { id: number; defectSerialNumber: string | null }) =>
          sampleProduct({ id, defectSerialNumber, defectReason: defectSerialNumber ? 'Царапина на крышке' : null, ...product }),
      ],
      [fetchReviewsFx, async () => ({ average: 4.5, count: 2, currentPage: 1, items: [] })],
      [fetchProductsFx, async () => []],
      [readLocalFx, () => null],
      [writeLocalFx, () => undefined],
    ],
  });
}

async function open(scope: Scope, url: string) {
  const [pathname, search = ''] = url.split('?');
  await act(() => allSettled(pageStarted, { scope, params: { pathname: pathname!, search: search ? `?${search}` : '' } }));
  renderWithScope(
    <>
      <CataloguePage />
      <LocationProbe />
    </>,
    { scope, path: url },
  );
}

// Rendering whole pages with user-event is slow on a loaded two-core machine.
jest.setTimeout(30_000);

describe('catalogue page', () => {
  it('shows the category with its products and puts a brand filter into the URL', async () => {
    const scope = makeScope();
    await open(scope, '/store/instrument/dreli');
    expect(screen.getByRole('heading', { level: 1, name: 'Дрели' })).toBeInTheDocument();
    expect(screen.getAllByTestId('catalog-product-card')).toHaveLength(2);
    expect(screen.getByText('Найдено 14 товаров')).toBeInTheDocument();
    // A phone's closed «Фильтры» box: its fields come when the shopper opens it.
    expect(screen.queryByTestId('catalog-brand-filter')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Фильтры'));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Bosch (10)' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/store/instrument/dreli?filters=${encodeURIComponent('{"producers":[3]}')}`);
    await userEvent.selectOptions(screen.getByLabelText('Сортировка'), 'ASC');
    expect(screen.getByTestId('location')).toHaveTextContent('sortPrice=ASC');
  });

  it('shows the filters’ fields at once on a wide screen, where the panel stands open beside the products', async () => {
    const wide = (query: string) => ({
      matches: query === '(min-width: 992px)',
      media: query,
      addEventListener() {},
      removeEventListener() {},
    });
    window.matchMedia = wide as unknown as typeof window.matchMedia;
    try {
      const scope = makeScope();
      await open(scope, '/store/instrument/dreli');
      expect(await screen.findByRole('checkbox', { name: 'Bosch (10)' })).toBeInTheDocument();
      expect(screen.getByTestId('catalog-price-filter')).toBeInTheDocument();
    } finally {
      delete (window as Partial<Window>).matchMedia;
    }
  });

  it('cleans the address after a malformed filters value and says the filters were reset', async () => {
    const scope = makeScope();
    await open(scope, '/store/instrument/dreli?filters=%7Bbroken');
    expect(screen.getByTestId('catalog-reset-notice')).toHaveTextContent('В ссылке были некорректные параметры');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/store\/instrument\/dreli$/);
  });

  it('shows a marked-down item with its serial, reason and price, and sends the shopper on through the bus', async () => {
    const scope = makeScope();
    const events: string[] = [];
    createWatch({ unit: cartItemAdded, scope, fn: (p) => void events.push(`cart:${p.productId}:${p.defectSerialNumber}`) });
    createWatch({ unit: oneClickOrderRequested, scope, fn: (p) => void events.push(`one-click:${p.productId}`) });
    createWatch({ unit: stockModalRequested, scope, fn: (p) => void events.push(`stock:${p.productId}`) });
    await open(scope, '/store/komp/noutbuki/42.html?defect=SN-1');
    const defect = screen.getByTestId('catalog-product-defect');
    expect(within(defect).getByText('Уцененный товар')).toBeInTheDocument();
    expect(within(defect).getByText('№ SN-1')).toBeInTheDocument();
    expect(defect).toHaveTextContent('Причина уценки: Царапина на крышке');
    expect(screen.getByTestId('catalog-product-price')).toHaveTextContent(/35\s000\s₽/);
    expect(screen.getByTestId('catalog-prepayment')).toHaveTextContent(/700\s₽/);
    await userEvent.click(screen.getByTestId('catalog-product-add-to-cart'));
    await userEvent.click(screen.getByRole('button', { name: 'Купить в 1 клик' }));
    await userEvent.click(screen.getByTestId('catalog-stock-button'));
    expect(events).toEqual(['cart:42:SN-1', 'one-click:42', 'stock:42']);
    expect(screen.getByRole('table')).toHaveTextContent('Экран, дюйм15,6');
  });

  it('shows the description from 1C as its «Описание» section, the API’s safe markup as it is; none without one', async () => {
    await open(makeScope(), '/store/komp/noutbuki/42.html');
    const section = screen.getByRole('region', { name: 'Описание' });
    const description = within(section).getByTestId('catalog-description');
    expect(description.innerHTML).toBe(sampleProduct().description);
    expect(within(description).getByText('учёбы и работы').tagName).toBe('STRONG');
    expect(
      within(description)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Экран IPS', 'Быстрый SSD']);
  });

  it('shows no «Описание» section for a product without a description', async () => {
    await open(makeScope({ description: null }), '/store/komp/noutbuki/42.html');
    expect(await screen.findByTestId('catalog-product-title')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Описание' })).toBeNull();
    expect(screen.queryByTestId('catalog-description')).toBeNull();
  });

  it('shows the phone’s buy bar once the buy box is scrolled away, until the page’s end, and its «В корзину» is the buy box’s', async () => {
    type Observed = {
      target: Element;
      isIntersecting: boolean;
      boundingClientRect: { top: number; bottom: number };
      rootBounds: { top: number; bottom: number };
    };
    const observers: { callback: (entries: Observed[]) => void; targets: Element[] }[] = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      private readonly record: { callback: (entries: Observed[]) => void; targets: Element[] };
      constructor(callback: (entries: Observed[]) => void) {
        this.record = { callback, targets: [] };
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.targets.push(target);
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
    try {
      const scope = makeScope();
      const adds: string[] = [];
      createWatch({ unit: cartItemAdded, scope, fn: (p) => void adds.push(`${p.productId}:${p.defectSerialNumber}`) });
      await open(scope, '/store/komp/noutbuki/42.html');
      const bar = screen.getByTestId('catalog-buy-bar');
      expect(bar).toHaveAttribute('data-shown', 'false');
      expect(bar).toHaveTextContent(/45\s990\s₽/);
      const actions = screen.getByTestId('catalog-product-add-to-cart');
      const end = document.querySelector('.catalog-product__end')!;
      const boxObserver = observers.find((observer) => observer.targets.includes(actions))!;
      const endObserver = observers.find((observer) => observer.targets.includes(end))!;
      // The end's observer watches the screen's upper half.
      const screenBounds = { top: 0, bottom: 844 };
      const upperHalf = { top: 0, bottom: 422 };
      const scrolled = (boxBottom: number, endTop: number) =>
        act(() => {
          boxObserver.callback([
            {
              target: actions,
              isIntersecting: boxBottom > 0,
              boundingClientRect: { top: boxBottom - 100, bottom: boxBottom },
              rootBounds: screenBounds,
            },
          ]);
          endObserver.callback([
            {
              target: end,
              isIntersecting: endTop >= 0 && endTop < 422,
              boundingClientRect: { top: endTop, bottom: endTop + 64 },
              rootBounds: upperHalf,
            },
          ]);
        });
      await scrolled(-10, 2000);
      expect(bar).toHaveAttribute('data-shown', 'true');
      await userEvent.click(within(bar).getByRole('button', { name: 'В корзину' }));
      await userEvent.click(screen.getByTestId('catalog-product-add-to-cart'));
      expect(adds).toEqual(['42:null', '42:null']);
      // The page's end in the lower half: still shown; in the upper half or above: gone.
      await scrolled(-1500, 600);
      expect(bar).toHaveAttribute('data-shown', 'true');
      await scrolled(-1800, 300);
      expect(bar).toHaveAttribute('data-shown', 'false');
      await scrolled(-2500, -400);
      expect(bar).toHaveAttribute('data-shown', 'false');
      await scrolled(300, 2400);
      expect(bar).toHaveAttribute('data-shown', 'false');
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it('shows not found with links for an address that names nothing', async () => {
    const scope = makeScope();
    await open(scope, '/store/komp/noutbuki/abc.html');
    const notFound = screen.getByTestId('catalog-not-found');
    expect(within(notFound).getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(within(notFound).getByRole('link', { name: 'В каталог' })).toHaveAttribute('href', '/store');
  });
});
