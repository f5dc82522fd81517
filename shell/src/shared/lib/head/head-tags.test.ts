import { headTagsFor, type HeadInput } from './head-tags';

const base: HeadInput = {
  meta: null,
  pathname: '/store/komp/noutbuki',
  search: '',
  origin: 'https://shop.example',
  fallback: { title: 'Каталог', description: 'Каталог магазина' },
};

describe('head of every page', () => {
  it('uses the page’s meta from the bus: «… — ТехноСибирь», description, canonical, Open Graph, JSON-LD', () => {
    const jsonLd = { '@context': 'https://schema.org', '@type': 'Product', name: 'Ноутбук' };
    const tags = headTagsFor({
      ...base,
      pathname: '/store/komp/noutbuki/5.html',
      meta: {
        path: '/store/komp/noutbuki/5.html',
        title: 'Ноутбук Lenovo IdeaPad 3',
        description: 'Купить ноутбук',
        canonical: '/store/komp/noutbuki/5.html',
        image: '/api/custom-loader?url=a.png&w=640&q=75',
        jsonLd,
      },
    });
    expect(tags.title).toBe('Ноутбук Lenovo IdeaPad 3 — ТехноСибирь');
    expect(tags.description).toBe('Купить ноутбук');
    expect(tags.canonical).toBe('https://shop.example/store/komp/noutbuki/5.html');
    expect(tags.openGraph).toMatchObject({
      'og:type': 'product',
      'og:title': 'Ноутбук Lenovo IdeaPad 3',
      'og:url': 'https://shop.example/store/komp/noutbuki/5.html',
      'og:image': 'https://shop.example/api/custom-loader?url=a.png&w=640&q=75',
      'og:locale': 'ru_RU',
    });
    expect(tags.jsonLd).toBe(jsonLd);
  });

  it('ignores the meta of a page the shopper already left and uses the route’s title', () => {
    const tags = headTagsFor({ ...base, meta: { path: '/cart', title: 'Корзина' } });
    expect(tags.title).toBe('Каталог — ТехноСибирь');
    expect(tags.description).toBe('Каталог магазина');
    expect(tags.jsonLd).toBeNull();
  });

  it('the home page leads with the store’s name', () => {
    expect(headTagsFor({ ...base, pathname: '/', fallback: { title: 'Главная', description: 'Магазин' } }).title).toBe(
      'ТехноСибирь — магазин техники, инструмента и электроники',
    );
  });
});
