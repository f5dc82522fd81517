import { sampleProduct } from '../../../shared/lib/test-data';
import { productView } from './product-view';

const now = new Date('2026-11-23T10:00:00Z');

describe('product page figures for the selected city', () => {
  it('takes the sale price of the city while it lasts, with the retail price struck through (SPEC §9)', () => {
    expect(productView(sampleProduct(), 353, now, false)).toMatchObject({ price: 45990, oldPrice: 52990 });
    expect(productView(sampleProduct(), 301, now, false)).toMatchObject({ price: 53990, oldPrice: null });
  });

  it("uses the main stock code's prices for 'other city' (SPEC §9)", () => {
    expect(productView(sampleProduct(), 349, now, false).price).toBe(45990);
  });

  it('is not sold where the city has no price', () => {
    expect(productView(sampleProduct({ productPrices: [] }), 353, now, false)).toMatchObject({
      price: null,
      status: { label: 'Нет в продаже в этом городе', tone: 'neutral' },
    });
  });

  it("prices a marked-down item by the item's own prices", () => {
    const view = productView(sampleProduct({ defectSerialNumber: 'SN-1', defectReason: 'Царапина на крышке' }), 353, now, false);
    expect(view).toMatchObject({ price: 35000, oldPrice: 40000 });
  });

  it('asks the largest category delivery price as the delivery prepayment (SPEC §9), none for legal entities (SPEC §6)', () => {
    expect(productView(sampleProduct(), 353, now, false).prepayment).toBe(700);
    expect(productView(sampleProduct(), 353, now, true).prepayment).toBe(0);
  });

  it('offers assembly at the highest category price unless the title says «+сборка» (SPEC §9)', () => {
    const categories = [{ ...sampleProduct().categories[0]!, assemblyService: { price: 1500 } }];
    expect(productView(sampleProduct({ categories }), 353, now, false).assembly).toBe(1500);
    expect(productView(sampleProduct({ categories, title: 'Шкаф +сборка' }), 353, now, false).assembly).toBeNull();
  });

  it('counts the shops that have it and lists pictures main first', () => {
    expect(productView(sampleProduct(), 353, now, false)).toMatchObject({
      shopsWithStock: 1,
      images: ['nb-42-main.webp', 'nb-42-side.webp'],
      status: { label: 'В наличии', tone: 'success' },
    });
  });
});
