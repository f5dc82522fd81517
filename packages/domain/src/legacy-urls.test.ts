import { LEGACY_STORE_CATEGORIES, legacyStorePath } from './legacy-urls';

describe('old store URLs (SPEC §2)', () => {
  it('moves a motorcycle-equipment product page under tools / consumables / oils', () => {
    expect(legacyStorePath('/store/moto-ekipirovka/motomasla/1234.html')).toBe('/store/instrument/raskhodnye-materialy/masla/1234.html');
    expect(legacyStorePath('/store/moto-ekipirovka/1234.html')).toBe('/store/instrument/raskhodnye-materialy/masla/1234.html');
  });

  it('moves a computer-accessories product page under the care-products category', () => {
    expect(legacyStorePath('/store/kompyuternye-aksessuary/chistyaschie-sredstva/77.html')).toBe(
      '/store/sredstva-po-uhodu/dlya-tehniki/77.html',
    );
  });

  it('keeps the query (a marked-down item) and the fragment', () => {
    expect(legacyStorePath('/store/moto-ekipirovka/masla/5.html?defect=У-0000051#reviews')).toBe(
      '/store/instrument/raskhodnye-materialy/masla/5.html?defect=У-0000051#reviews',
    );
  });

  it('lands an old category or subcategory page on the new category', () => {
    expect(legacyStorePath('/store/moto-ekipirovka')).toBe('/store/instrument/raskhodnye-materialy/masla');
    expect(legacyStorePath('/store/moto-ekipirovka/')).toBe('/store/instrument/raskhodnye-materialy/masla');
    expect(legacyStorePath('/store/kompyuternye-aksessuary/salfetki/dlya-ekranov')).toBe('/store/sredstva-po-uhodu/dlya-tehniki');
    expect(legacyStorePath('/store/Moto-Ekipirovka/masla?page=2')).toBe('/store/instrument/raskhodnye-materialy/masla?page=2');
  });

  it('every target is a /store path of real slugs', () => {
    for (const target of Object.values(LEGACY_STORE_CATEGORIES)) expect(target).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/);
  });

  it.each([
    '/store/noutbuki/1.html',
    '/store',
    '/store/',
    '/moto-ekipirovka/1.html',
    'store/moto-ekipirovka/1.html',
    'https://evil.example/store/moto-ekipirovka/1.html',
    '//evil.example/store/moto-ekipirovka',
    '/store/moto-ekipirovka/a/b/c/1.html',
    '/store/moto-ekipirovka/../../admin',
    '/store/moto-ekipirovka/%2e%2e/1.html',
    '/store/moto-ekipirovka/1.htm',
    '/store/moto-ekipirovka//1.html',
    '',
  ])('%p is not an old store URL', (path) => {
    expect(legacyStorePath(path)).toBeNull();
  });
});
