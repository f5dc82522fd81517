import { canonicalPath, documentTitle, scriptJson } from './page-head';

describe('canonical address', () => {
  it('drops the query and a trailing slash', () => {
    expect(canonicalPath('/store/komp/', '?sortPrice=ASC&utm_source=vk')).toBe('/store/komp');
    expect(canonicalPath('/', '?utm_source=vk')).toBe('/');
  });

  it('a marked-down item’s ?defect= page is its own canonical (SPEC §2)', () => {
    expect(canonicalPath('/store/komp/noutbuki/5.html', '?utm_source=vk&defect=SN-1%2F2')).toBe(
      '/store/komp/noutbuki/5.html?defect=SN-1%2F2',
    );
    expect(canonicalPath('/store/komp/noutbuki/5.html', '?utm_source=vk')).toBe('/store/komp/noutbuki/5.html');
  });

  it('defect means nothing outside a product page', () => {
    expect(canonicalPath('/store/komp', '?defect=SN-1')).toBe('/store/komp');
  });
});

describe('page title', () => {
  it('«… — ТехноСибирь», the home page leading with the name', () => {
    expect(documentTitle('Ноутбуки', false)).toBe('Ноутбуки — ТехноСибирь');
    expect(documentTitle('Главная', true)).toBe('ТехноСибирь — магазин техники, инструмента и электроники');
  });
});

describe('scriptJson: JSON that a script element carries as it is', () => {
  it('cannot close the element or break the line, and reads back the same', () => {
    const data = { description: '<p>Тихий</p></script><script>alert(1)</script>', note: 'строка\u2028ещё\u2029и ещё' };
    const text = scriptJson(data);
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
