import { STORE_NAME } from '@store/domain';
import { headHtml, serverHead, type MenuNode } from './head';
import { pageCrumbs } from './page';

const menu: MenuNode[] = [
  {
    slug: 'bytovaya-tehnika',
    name: 'Бытовая техника',
    children: [
      { slug: 'krupnaya-tehnika', name: 'Крупная техника', children: [{ slug: 'holodilniki', name: 'Холодильники', children: [] }] },
    ],
  },
];
const origin = 'https://shop.example';

describe("the server's crumbs: @store/domain's rule, as the shell draws them in the browser", () => {
  it('names each category of the path and ends with the product title, the page itself unlinked', () => {
    expect(pageCrumbs('/store/bytovaya-tehnika/krupnaya-tehnika/holodilniki/7.html', menu, 'Холодильник X', 'Каталог')).toEqual([
      { title: 'Главная', href: '/' },
      { title: 'Каталог', href: '/store' },
      { title: 'Бытовая техника', href: '/store/bytovaya-tehnika' },
      { title: 'Крупная техника', href: '/store/bytovaya-tehnika/krupnaya-tehnika' },
      { title: 'Холодильники', href: '/store/bytovaya-tehnika/krupnaya-tehnika/holodilniki' },
      { title: 'Холодильник X' },
    ]);
  });

  it('has none on the home page', () => {
    expect(pageCrumbs('/', menu, null, 'Главная')).toEqual([]);
  });

  it('writes the JSON-LD with the page itself as the last item', () => {
    const crumbs = pageCrumbs('/store/bytovaya-tehnika/krupnaya-tehnika/holodilniki/7.html', menu, 'Холодильник X', 'Каталог');
    const head = serverHead({
      meta: null,
      pathname: '/store/bytovaya-tehnika/krupnaya-tehnika/holodilniki/7.html',
      canonicalPath: '/store/bytovaya-tehnika/krupnaya-tehnika/holodilniki/7.html',
      origin,
      fallback: { title: 'Каталог', description: 'Техника' },
      crumbs,
    });
    expect(head.breadcrumbs).toMatchObject({
      itemListElement: [
        { item: `${origin}/` },
        {},
        {},
        {},
        {},
        { position: 6, item: `${origin}/store/bytovaya-tehnika/krupnaya-tehnika/holodilniki/7.html` },
      ],
    });
  });
});

describe('serverHead and headHtml', () => {
  const fallback = { title: 'Каталог', description: 'Техника' };

  it('uses the page meta of this path: product Open Graph, absolute image and canonical', () => {
    const head = serverHead({
      meta: {
        title: 'Холодильник X',
        description: 'Двухкамерный',
        canonical: '/store/a/7.html',
        image: '/img/7.webp',
        jsonLd: { '@type': 'Product', name: 'Холодильник X' },
        path: '/store/a/7.html',
      },
      pathname: '/store/a/7.html',
      canonicalPath: '/store/a/7.html',
      origin,
      fallback,
      crumbs: [],
    });
    expect(head.title).toBe(`Холодильник X — ${STORE_NAME}`);
    expect(head.canonical).toBe(`${origin}/store/a/7.html`);
    expect(head.openGraph['og:type']).toBe('product');
    expect(head.openGraph['og:image']).toBe(`${origin}/img/7.webp`);
    expect(head.breadcrumbs).toBeNull();
  });

  it('ignores the meta of another path and falls back to the route', () => {
    const head = serverHead({
      meta: { title: 'Старая страница', path: '/store/old' },
      pathname: '/store/new',
      canonicalPath: '/store/new',
      origin,
      fallback,
      crumbs: [{ title: 'Главная', href: '/' }],
    });
    expect(head.title).toBe(`Каталог — ${STORE_NAME}`);
    expect(head.description).toBe('Техника');
    expect(head.breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ position: 1, item: `${origin}/` }] });
  });

  it('tells search engines not to keep a page that shows its not-found view (an unknown category or product)', () => {
    const gone = serverHead({
      meta: { title: 'Категория не найдена', path: '/store/net-takoy', notFound: true },
      pathname: '/store/net-takoy',
      canonicalPath: '/store/net-takoy',
      origin,
      fallback,
      crumbs: [],
    });
    expect(gone.title).toBe(`Категория не найдена — ${STORE_NAME}`);
    expect(headHtml(gone)).toContain('<meta name="robots" content="noindex">');
    const found = serverHead({ meta: null, pathname: '/store/new', canonicalPath: '/store/new', origin, fallback, crumbs: [] });
    expect(headHtml(found)).not.toContain('name="robots"');
  });

  it('escapes text and keeps JSON-LD from closing its script', () => {
    const html = headHtml({
      title: 'A < B & "C"',
      description: '"кавычки"',
      canonical: `${origin}/x`,
      openGraph: {},
      jsonLd: { name: '</script><script>alert(1)</script>' },
      breadcrumbs: null,
    });
    expect(html).toContain('<title>A &lt; B &amp; "C"</title>');
    expect(html).toContain('content="&quot;кавычки&quot;"');
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('id="shell-page-jsonld"');
  });
});
