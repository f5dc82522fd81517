import { itemKey, sameItem, toItemRef } from './item';

describe('an item is a product or one marked-down item of it (SPEC §1, §3)', () => {
  it('keys the product and each marked-down item apart', () => {
    expect(itemKey({ productId: 5, defectSerialNumber: null })).toBe('5:');
    expect(itemKey({ productId: 5 })).toBe('5:');
    expect(itemKey({ productId: 5, defectSerialNumber: 'SN-1' })).toBe('5:SN-1');
  });

  it('takes a missing serial for the new product', () => {
    expect(sameItem({ productId: 5 }, { productId: 5, defectSerialNumber: null })).toBe(true);
    expect(sameItem({ productId: 5 }, { productId: 5, defectSerialNumber: 'SN-1' })).toBe(false);
    expect(sameItem({ productId: 5, defectSerialNumber: 'SN-1' }, { productId: 6, defectSerialNumber: 'SN-1' })).toBe(false);
    expect(toItemRef({ productId: 7 })).toEqual({ productId: 7, defectSerialNumber: null });
  });
});
