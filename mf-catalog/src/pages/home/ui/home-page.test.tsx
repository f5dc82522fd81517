import { $city } from '@store/bus';
import { renderWithScope } from '@store/ui/testing';
import { act, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import {
  fetchCategoryMenuFx,
  fetchLaptopsFx,
  fetchListingFx,
  fetchNewsFx,
  fetchProductsFx,
  readLocalFx,
  type ListingRequest,
} from '../../../shared/api';
import { sampleItem, sampleLaptop, sampleListing, sampleProduct, usolye } from '../../../shared/lib/test-data';
import { pageStarted } from '../model/home';
import { HomePage } from './home-page';

const menu = [
  {
    id: 1,
    slug: 'komp',
    name: 'Компьютеры',
    count: 21,
    children: [{ id: 2, slug: 'noutbuki', name: 'Ноутбуки', count: 21, children: [] }],
  },
  { id: 3, slug: 'instrument', name: 'Инструмент', count: 3, children: [] },
];

describe('home page', () => {
  it('shows categories, new and marked-down goods, laptops, news with dates and viewed products of the city', async () => {
    const scope = fork({
      values: [[$city, usolye]],
      handlers: [
        [fetchCategoryMenuFx, async () => menu],
        [
          fetchListingFx,
          async (request: ListingRequest) =>
            request.type === 'DEFECTS'
              ? sampleListing({ items: [sampleItem(7, { title: 'Пила уценённая', defectSerialNumber: 'SN-7', defectReason: 'Скол' })] })
              : sampleListing({ items: [sampleItem(1, { title: 'Дрель новая' })] }),
        ],
        [fetchLaptopsFx, async () => [sampleLaptop(5)]],
        [
          fetchNewsFx,
          async () => ({
            currentPage: 1,
            total: 1,
            items: [{ id: 1, title: 'Открылся магазин', body: 'В Ангарске', publishedAt: '2026-11-23T02:00:00.000Z' }],
          }),
        ],
        [readLocalFx, () => [{ id: 42, defectSerialNumber: null }]],
        [fetchProductsFx, async () => [sampleProduct({ title: 'Ноутбук из истории' })]],
      ],
    });
    await act(() => allSettled(pageStarted, { scope, params: { pathname: '/', search: '' } }));
    renderWithScope(<HomePage />, { scope });
    expect(screen.getByText('Цены и наличие для города: Усолье-Сибирское')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Компьютеры' })).toHaveAttribute('href', '/store/komp');
    expect(screen.getByRole('link', { name: 'Ноутбуки' })).toHaveAttribute('href', '/store/komp/noutbuki');
    expect(screen.getByText('21 товар')).toBeInTheDocument();
    expect(within(screen.getByTestId('catalog-home-new')).getByText('Дрель новая')).toBeInTheDocument();
    const defects = screen.getByTestId('catalog-home-defects');
    expect(within(defects).getByText('Уцененный товар')).toBeInTheDocument();
    expect(within(defects).getByText('№ SN-7')).toBeInTheDocument();
    expect(within(screen.getByTestId('catalog-home-laptops')).getByText('Ноутбук 5')).toBeInTheDocument();
    expect(within(screen.getByTestId('catalog-news')).getByText('23 ноября 2026')).toBeInTheDocument();
    expect(within(screen.getByTestId('catalog-viewed')).getByText('Ноутбук из истории')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^В корзину/ }).length).toBeGreaterThan(0);
  });
});
