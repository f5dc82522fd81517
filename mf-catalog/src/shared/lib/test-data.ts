import type { Product } from '@store/api-client';
import type { CitySelection } from '@store/bus';
import type { ListingAnswer, ListingItem } from '../api';

/** Sample answers of the API for model and component tests. */
export const usolye: CitySelection = { cityId: 195585415, shopId: 107, code: 353, name: 'Усолье-Сибирское' };
export const irkutsk: CitySelection = { cityId: 1, shopId: 11, code: 301, name: 'Иркутск' };

export const laptopsCategory = {
  id: 2,
  slug: 'noutbuki',
  name: 'Ноутбуки',
  deliveryPrice: 700,
  percentPrepayment: 10,
  assemblyService: null,
  parent: { id: 1, slug: 'komp', name: 'Компьютеры', deliveryPrice: null, percentPrepayment: null, assemblyService: null, parent: null },
};

export function sampleProduct(over: Partial<Product> = {}): Product {
  return {
    id: 42,
    path: '/store/komp/noutbuki/42.html',
    categorySlugs: ['komp', 'noutbuki'],
    sku: 'NB-42',
    title: 'Ноутбук Lenovo IdeaPad 15',
    producer: 'Lenovo',
    description: '<p>Лёгкий ноутбук для <strong>учёбы и работы</strong>.</p><ul><li>Экран IPS</li><li>Быстрый SSD</li></ul>',
    attributes: { 'Экран, дюйм': '15,6', 'ОЗУ, ГБ': '16' },
    weightKg: 1.8,
    dimensionsCm: [36, 25, 2],
    status: 'inStock',
    categories: [laptopsCategory],
    productImages: [
      { name: 'nb-42-main.webp', main: true },
      { name: 'nb-42-side.webp', main: false },
    ],
    productPrices: [
      {
        stockCode: 353,
        priceRetail: 52990,
        priceDiscount: 45990,
        priceDiscountEndDate: '2099-01-01T00:00:00.000Z',
        defectPriceRetail: null,
      },
      { stockCode: 301, priceRetail: 53990, priceDiscount: null, priceDiscountEndDate: null, defectPriceRetail: null },
    ],
    productDefects: [{ serialNumber: 'SN-1', priceRetail: 40000, priceDiscount: 35000, stockCode: 353, quantity: 1 }],
    metaProducts: [
      { point: { cityId: 195585415 }, pointId: 107, stockCode: 353, quantity: 3, assembledQuantity: 0, status: 'inStock' },
      { point: { cityId: 195585415 }, pointId: 108, stockCode: 353, quantity: 0, assembledQuantity: 0, status: 'toOrder' },
    ],
    defectSerialNumber: null,
    defectReason: null,
    totalQuantity: 3,
    assembledQuantity: 0,
    ...over,
    ...(over.path === undefined && (over.id !== undefined || over.defectSerialNumber)
      ? { path: `/store/komp/noutbuki/${over.id ?? 42}.html${over.defectSerialNumber ? `?defect=${over.defectSerialNumber}` : ''}` }
      : {}),
  } as Product;
}

/** A laptop of /api/laptops. */
export const sampleLaptop = (id: number) => ({
  id,
  sku: `L${id}`,
  title: `Ноутбук ${id}`,
  price: 30000,
  image: null,
  path: `/store/komp/noutbuki/${id}.html`,
  categoryPath: '/store/komp/noutbuki' as const,
});

export function sampleItem(id: number, over: Partial<ListingItem> = {}): ListingItem {
  return {
    id,
    path: `/store/instrument/dreli/${id}.html${over.defectSerialNumber ? `?defect=${over.defectSerialNumber}` : ''}`,
    sku: `SKU-${id}`,
    title: `Товар ${id}`,
    producer: 'Bosch',
    status: 'inStock',
    price: 1000 * id,
    priceRetail: 1000 * id,
    priceDiscount: null,
    priceDiscountEndDate: null,
    image: `${id}.webp`,
    totalQuantity: 2,
    defectSerialNumber: null,
    defectReason: null,
    ...over,
  } as ListingItem;
}

export function sampleListing(over: Partial<ListingAnswer> = {}): ListingAnswer {
  return {
    type: 'product',
    catalogueType: 'NEW',
    items: [sampleItem(1), sampleItem(2)],
    producers: [
      { id: 3, name: 'Bosch', count: 10 },
      { id: 7, name: 'Makita', count: 4 },
    ],
    attributes: [{ name: 'Мощность, Вт', values: [{ value: '600', count: 5 }] }],
    minPrice: 1000,
    maxPrice: 90000,
    total: 14,
    currentPage: 1,
    limit: 12,
    category: { id: 10, slug: 'dreli', name: 'Дрели' },
    slugs: ['instrument', 'dreli'],
    ...over,
  } as ListingAnswer;
}
