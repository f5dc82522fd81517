import { categoryPath, parseStorePath, productPath } from './store-paths';

describe('catalogue addresses (SPEC §2 routes)', () => {
  it('a category page carries the whole chain', () => {
    expect(categoryPath(['bytovaya-tehnika', 'krupnaya-tehnika', 'holodilniki'])).toBe(
      '/store/bytovaya-tehnika/krupnaya-tehnika/holodilniki',
    );
    expect(categoryPath([])).toBe('/store');
  });

  it('a product page is /store/{parentSlug?}/{categorySlug}/{productId}.html', () => {
    expect(productPath(['bytovaya-tehnika', 'krupnaya-tehnika', 'holodilniki'], 123)).toBe('/store/krupnaya-tehnika/holodilniki/123.html');
    expect(productPath(['komp', 'noutbuki'], 7)).toBe('/store/komp/noutbuki/7.html');
    expect(productPath(['klimat'], 9)).toBe('/store/klimat/9.html');
  });

  it('a marked-down item adds ?defect={serialNumber}', () => {
    expect(productPath(['komp', 'noutbuki'], 7, 'SN-0042')).toBe('/store/komp/noutbuki/7.html?defect=SN-0042');
    expect(productPath(['komp', 'noutbuki'], 7, null)).toBe('/store/komp/noutbuki/7.html');
  });

  it('reads back what the paths name', () => {
    expect(parseStorePath('/store')).toEqual({ kind: 'root' });
    expect(parseStorePath('/store/')).toEqual({ kind: 'root' });
    expect(parseStorePath('/store/komp/noutbuki')).toEqual({ kind: 'category', slugs: ['komp', 'noutbuki'] });
    expect(parseStorePath('/store/komp/noutbuki/7.html')).toEqual({ kind: 'product', slugs: ['komp', 'noutbuki'], productId: 7 });
    expect(parseStorePath('/store/klimat/9.html')).toEqual({ kind: 'product', slugs: ['klimat'], productId: 9 });
  });

  it('a product id that is not a number, or a malformed segment, is invalid (the not-found view)', () => {
    expect(parseStorePath('/store/komp/noutbuki/abc.html')).toEqual({ kind: 'invalid' });
    expect(parseStorePath('/store/komp/noutbuki/0.html')).toEqual({ kind: 'invalid' });
    expect(parseStorePath('/store/a/b/c/7.html')).toEqual({ kind: 'invalid' });
    expect(parseStorePath('/store/Komp%20x')).toEqual({ kind: 'invalid' });
    expect(parseStorePath('/storefront')).toEqual({ kind: 'invalid' });
  });
});
