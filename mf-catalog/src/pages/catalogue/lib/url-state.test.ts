import {
  DEFAULT_VIEW,
  catalogueSearch,
  filtersKnown,
  parseCatalogueSearch,
  toggleAttribute,
  toggleProducer,
  withPriceRange,
} from './url-state';

const facets = {
  producers: [
    { id: 3, name: 'Bosch', count: 4 },
    { id: 7, name: 'Makita', count: 2 },
  ],
  attributes: [{ name: 'Цвет', values: [{ value: 'белый', count: 2 }] }],
};

describe('catalogue view in the URL (a link reproduces the view)', () => {
  it('reads page, sort, type and the API filters', () => {
    const search = `?page=2&sortPrice=ASC&type=DEFECTS&filters=${encodeURIComponent('{"producers":[7,3],"priceMin":1000,"attributes":{"Цвет":["белый"]}}')}`;
    expect(parseCatalogueSearch(search)).toEqual({
      malformed: false,
      view: { page: 2, sort: 'ASC', type: 'DEFECTS', filters: { producers: [3, 7], priceMin: 1000, attributes: { Цвет: ['белый'] } } },
    });
  });

  it('sorts by price descending on the first page of new goods by default (SPEC §7)', () => {
    expect(parseCatalogueSearch('')).toEqual({ view: DEFAULT_VIEW, malformed: false });
    expect(DEFAULT_VIEW).toEqual({ page: 1, sort: 'DESC', type: 'NEW', filters: {} });
  });

  it.each([
    ['filters that are not JSON', '?filters=%7Bproducers'],
    ['filters of another shape', '?filters=%5B1%2C2%5D'],
    ['an unknown filter key', '?filters=%7B%22colour%22%3A1%7D'],
    ['a reversed price range', `?filters=${encodeURIComponent('{"priceMin":9,"priceMax":1}')}`],
    ['a page that is not a number', '?page=abc'],
    ['page zero', '?page=0'],
    ['an unknown sort', '?sortPrice=UP'],
    ['an unknown type', '?type=OLD'],
  ])('gives the clean view for %s', (_, search) => {
    expect(parseCatalogueSearch(`${search}&sortPrice=ASC`)).toEqual({ view: DEFAULT_VIEW, malformed: true });
  });

  it('writes nothing for the default view and round-trips any other', () => {
    expect(catalogueSearch(DEFAULT_VIEW)).toBe('');
    const view = { page: 3, sort: 'ASC' as const, type: 'DEFECTS' as const, filters: { producers: [3], priceMax: 5000 } };
    expect(parseCatalogueSearch(catalogueSearch(view))).toEqual({ view, malformed: false });
  });

  it('goes back to the first page when a filter changes', () => {
    const view = { ...DEFAULT_VIEW, page: 4 };
    expect(toggleProducer(view, 7)).toEqual({ ...DEFAULT_VIEW, filters: { producers: [7] } });
    expect(toggleProducer(toggleProducer(view, 7), 7)).toEqual(DEFAULT_VIEW);
    expect(toggleAttribute(view, 'Цвет', 'белый').filters).toEqual({ attributes: { Цвет: ['белый'] } });
    expect(withPriceRange(view, 5000, 1000).filters).toEqual({ priceMin: 1000, priceMax: 5000 });
  });

  it('knows a filter the category offers from one it does not', () => {
    expect(filtersKnown({ producers: [3], attributes: { Цвет: ['белый'] } }, facets)).toBe(true);
    expect(filtersKnown({ producers: [99] }, facets)).toBe(false);
    expect(filtersKnown({ attributes: { Цвет: ['зелёный'] } }, facets)).toBe(false);
    expect(filtersKnown({ attributes: { Вес: ['1'] } }, facets)).toBe(false);
  });
});
