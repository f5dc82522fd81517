import { storedItems } from './collections';

describe('the local copy of a collection (SPEC §3 «Persisted locally»)', () => {
  it('keeps well-formed items, each once, and the new product without a serial', () => {
    expect(
      storedItems([
        { productId: 5 },
        { productId: 9, defectSerialNumber: 'SN-1' },
        { productId: 5, defectSerialNumber: null },
        { productId: 9, defectSerialNumber: null },
      ]),
    ).toEqual([
      { productId: 5, defectSerialNumber: null },
      { productId: 9, defectSerialNumber: 'SN-1' },
      { productId: 9, defectSerialNumber: null },
    ]);
  });

  it('trusts nothing else another version of the store (or a curious user) left', () => {
    expect(storedItems(null)).toEqual([]);
    expect(storedItems({ productId: 5 })).toEqual([]);
    expect(
      storedItems([{ productId: 0 }, { productId: 1.5 }, { productId: '5' }, { productId: 7, defectSerialNumber: 3 }, 'x', null]),
    ).toEqual([]);
  });
});
