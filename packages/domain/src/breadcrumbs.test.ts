import { breadcrumbListJsonLd, buildBreadcrumbs, type BreadcrumbCategory, type BreadcrumbInput } from './breadcrumbs';

const node = (slug: string, name: string, children: BreadcrumbCategory[] = []): BreadcrumbCategory => ({ slug, name, children });
const categories = [
  node('komp', 'Компьютеры', [node('noutbuki', 'Ноутбуки'), node('monitory', 'Мониторы')]),
  node('instrument', 'Инструмент', [node('raskhodnye-materialy', 'Расходные материалы', [node('masla', 'Масла и смазки')])]),
];
const menuItems = [
  { title: 'Контакты', href: '/contacts' },
  { title: 'Обмен и возврат товара', href: '/page/obmen-i-vozvrat-tovara' },
  { title: 'Обратная связь', href: '/feedback?category=7' },
  { title: 'Мои заказы', href: '/profile/orders?page=1&status=1' },
];
const routeTitles = { '/store': 'Каталог', '/profile': 'Профиль' };

const crumbs = (pathname: string, pageTitle: string | null = null, extra: Partial<BreadcrumbInput> = {}) =>
  buildBreadcrumbs({ pathname, menuItems, categories, pageTitle, routeTitles, ...extra });

describe('breadcrumbs (SPEC §2)', () => {
  it('none on the home page', () => {
    expect(crumbs('/')).toEqual([]);
  });

  it('start with «Главная», linking home', () => {
    expect(crumbs('/contacts')[0]).toEqual({ title: 'Главная', href: '/' });
  });

  it('resolve a segment against the menus’ titles (the query of a menu link does not matter)', () => {
    expect(crumbs('/contacts')).toEqual([{ title: 'Главная', href: '/' }, { title: 'Контакты' }]);
    expect(crumbs('/feedback')).toEqual([{ title: 'Главная', href: '/' }, { title: 'Обратная связь' }]);
    expect(crumbs('/profile/orders')).toEqual([
      { title: 'Главная', href: '/' },
      { title: 'Профиль', href: '/profile' },
      { title: 'Мои заказы' },
    ]);
  });

  it('resolve catalogue segments against the category titles, linking each category by its whole chain', () => {
    expect(crumbs('/store/komp/noutbuki')).toEqual([
      { title: 'Главная', href: '/' },
      { title: 'Каталог', href: '/store' },
      { title: 'Компьютеры', href: '/store/komp' },
      { title: 'Ноутбуки' },
    ]);
    expect(crumbs('/store/raskhodnye-materialy/masla/77.html', 'Масло моторное 1 л')[2]).toEqual({
      title: 'Расходные материалы',
      href: '/store/instrument/raskhodnye-materialy',
    });
  });

  it("omit the segment 'page'", () => {
    expect(crumbs('/page/obmen-i-vozvrat-tovara')).toEqual([{ title: 'Главная', href: '/' }, { title: 'Обмен и возврат товара' }]);
  });

  it('a final .html segment shows the page’s title from the bus, and is left out until it is known', () => {
    const product = crumbs('/store/komp/noutbuki/123.html', 'Ноутбук Lenovo IdeaPad 3');
    expect(product[product.length - 1]).toEqual({ title: 'Ноутбук Lenovo IdeaPad 3' });
    expect(product[product.length - 2]).toEqual({ title: 'Ноутбуки', href: '/store/komp/noutbuki' });
    const waiting = crumbs('/store/komp/noutbuki/123.html', null);
    expect(waiting[waiting.length - 1]).toEqual({ title: 'Ноутбуки' });
  });

  it('the last crumb is not a link', () => {
    for (const path of ['/contacts', '/store/komp', '/store/komp/noutbuki/5.html']) {
      const list = crumbs(path, 'Товар');
      expect(list[list.length - 1]?.href).toBeUndefined();
      expect(list.slice(0, -1).every((c) => typeof c.href === 'string')).toBe(true);
    }
  });

  it('a folder of the address that is no page is left out; an unknown last segment shows itself', () => {
    expect(
      crumbs('/docs/pravila_prodazhi', null, { menuItems: [{ title: 'Договор купли-продажи', href: '/docs/pravila_prodazhi' }] }),
    ).toEqual([{ title: 'Главная', href: '/' }, { title: 'Договор купли-продажи' }]);
  });

  it('an unknown segment shows itself (decoded), a broken escape does not crash', () => {
    expect(crumbs('/store/%D0%BD%D0%B5%D1%82')).toEqual([
      { title: 'Главная', href: '/' },
      { title: 'Каталог', href: '/store' },
      { title: 'нет' },
    ]);
    expect(crumbs('/store/%E0%A4%A')[2]).toEqual({ title: '%E0%A4%A' });
  });

  it('a catalogue segment waits for the category tree instead of flashing its slug', () => {
    expect(crumbs('/store/komp/noutbuki', null, { categories: [] })).toEqual([{ title: 'Главная', href: '/' }, { title: 'Каталог' }]);
    expect(crumbs('/store/komp/noutbuki')).toEqual([
      { title: 'Главная', href: '/' },
      { title: 'Каталог', href: '/store' },
      { title: 'Компьютеры', href: '/store/komp' },
      { title: 'Ноутбуки' },
    ]);
  });

  it('an unnamed last segment takes the page’s own title when the bus has it', () => {
    expect(crumbs('/search', 'Результаты поиска')).toEqual([{ title: 'Главная', href: '/' }, { title: 'Результаты поиска' }]);
  });
});

describe('BreadcrumbList JSON-LD', () => {
  it('lists every crumb with its position and absolute address', () => {
    const list = crumbs('/store/komp/noutbuki');
    expect(breadcrumbListJsonLd(list, 'https://shop.example', '/store/komp/noutbuki')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Главная', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'Каталог', item: 'https://shop.example/store' },
        { '@type': 'ListItem', position: 3, name: 'Компьютеры', item: 'https://shop.example/store/komp' },
        { '@type': 'ListItem', position: 4, name: 'Ноутбуки', item: 'https://shop.example/store/komp/noutbuki' },
      ],
    });
  });
});
