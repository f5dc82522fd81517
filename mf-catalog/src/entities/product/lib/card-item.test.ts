import { sampleItem, sampleLaptop, sampleProduct } from '../../../shared/lib/test-data';
import { fromLaptop, fromListingItem, fromProduct, fromSearchProduct } from './card-item';
import { statusView } from './status';

const now = new Date('2026-11-23T10:00:00Z');
const onSale = { price: 45990, priceRetail: 52990, priceDiscount: 45990, priceDiscountEndDate: '2026-12-01T00:00:00.000Z' };

describe('product card data', () => {
  it('strikes the retail price through while the discount lasts', () => {
    expect(fromListingItem(sampleItem(42, onSale), now)).toMatchObject({
      price: 45990,
      oldPrice: 52990,
      path: '/store/instrument/dreli/42.html',
    });
  });

  it('shows no old price once the discount has ended', () => {
    const ended = sampleItem(42, { ...onSale, price: 49990, priceDiscountEndDate: '2026-11-01T00:00:00.000Z' });
    expect(fromListingItem(ended, now).oldPrice).toBeNull();
  });

  it('keeps the serial of a marked-down item and its link with ?defect=', () => {
    const card = fromListingItem(sampleItem(7, { defectSerialNumber: 'SN-7', defectReason: 'Вмятина' }), now);
    expect(card).toMatchObject({ defectSerialNumber: 'SN-7', defectReason: 'Вмятина', path: '/store/instrument/dreli/7.html?defect=SN-7' });
  });

  it('links laptops under the laptops category (SPEC §7)', () => {
    expect(fromLaptop(sampleLaptop(5)).path).toBe('/store/komp/noutbuki/5.html');
  });

  it('maps a search result', () => {
    const found = { id: 9, sku: 'S9', title: 'Дрель', price: 4990, image: 'd.webp', path: '/store/instrument/dreli/9.html' };
    expect(fromSearchProduct(found)).toMatchObject({ id: 9, price: 4990, path: '/store/instrument/dreli/9.html' });
  });

  it("takes a product's city price, main picture and path", () => {
    const product = sampleProduct({
      productImages: [
        { name: 'second.webp', main: false },
        { name: 'main.webp', main: true },
      ],
    });
    expect(fromProduct(product, 353, now)).toMatchObject({
      price: 45990,
      oldPrice: 52990,
      image: 'main.webp',
      path: '/store/komp/noutbuki/42.html',
    });
  });

  it('prices a marked-down item by its own prices', () => {
    const card = fromProduct(sampleProduct({ defectSerialNumber: 'SN-1', defectReason: 'Вмятина' }), 353, now);
    expect(card).toMatchObject({ price: 35000, oldPrice: 40000, path: '/store/komp/noutbuki/42.html?defect=SN-1' });
  });

  it('has no price where the city has no price row', () => {
    const card = fromProduct(sampleProduct({ productPrices: [] }), 301, now);
    expect(card.price).toBeNull();
    expect(statusView(card.status, card.price)).toEqual({ label: 'Нет в продаже в этом городе', tone: 'neutral' });
  });
});

describe('status in words and colour', () => {
  it('in stock is green, to order and on the way amber', () => {
    expect(statusView('inStock', 1)).toEqual({ label: 'В наличии', tone: 'success' });
    expect(statusView('toOrder', 1)).toEqual({ label: 'Под заказ', tone: 'warning' });
    expect(statusView('onWay', 1)).toEqual({ label: 'В пути', tone: 'warning' });
  });
});

describe('status in the selected city', () => {
  it('is in stock when the city has units, else to order or on the way as the product says', () => {
    expect(fromListingItem(sampleItem(1, { status: 'onWay', totalQuantity: 2 }), now).status).toBe('inStock');
    expect(fromListingItem(sampleItem(1, { status: 'inStock', totalQuantity: 0 }), now).status).toBe('toOrder');
    expect(fromListingItem(sampleItem(1, { status: 'onWay', totalQuantity: 0 }), now).status).toBe('onWay');
  });
});
