import { crumbsHtml, lcpPreload, pageCrumbs, pageStatus, pageWithSsr, stylesheetHtml } from './page';
import { pageContext, renderResult } from './render-result.fixture';

/** The starter as its build made it (the jest config's global, starter-build.cjs). */
declare const __STARTER_SCRIPT__: string;

const shell =
  '<!doctype html><html><head><title>Магазин</title><meta name="description" content="x"></head>' +
  '<body><div id="root"><div class="prepaint">шапка</div></div><noscript>JS</noscript></body></html>';

const result = renderResult(
  '<h1>Холодильники</h1><img src="/i/1.webp" srcSet="/i/1.webp 1x, /i/1@2.webp 2x" sizes="100vw" fetchpriority="high">',
  { values: { sid: 1 }, menu: [{ slug: 'holodilniki', name: 'Холодильники', children: [] }] },
);
const context = pageContext(
  '/store/holodilniki',
  { title: 'Каталог', description: 'Каталог техники' },
  { styles: ['http://cdn/page.css'], shellStyles: ['/shell.css'] },
);

describe('pageWithSsr', () => {
  const html = pageWithSsr(shell, result, context);

  it("puts the page after the pre-painted frame, in the layout's main under the crumbs, styles first", () => {
    const root = html.indexOf('<div class="prepaint">');
    const styles = html.indexOf('<link rel="stylesheet" href="/shell.css"><link rel="stylesheet" href="http://cdn/page.css">');
    const main = html.indexOf(
      '<div id="ssr-frame"><main class="shell-main shell-container" id="main" tabindex="-1"><div class="shell-breadcrumbs" data-ssr-crumbs>',
    );
    // The shell's crumbs and routes render into the slot before the page (decision 0047).
    const slot = html.indexOf('<div class="shell-main-slot"></div><div class="shell-ssr-host"><div id="ssr-page"');
    const page = html.indexOf('<div id="ssr-page" data-ssr-page="catalog/CataloguePage"><h1>');
    expect(root).toBeGreaterThan(0);
    expect(styles).toBeGreaterThan(root);
    expect(main).toBeGreaterThan(styles);
    expect(slot).toBeGreaterThan(main);
    expect(page).toBeGreaterThan(slot);
    expect(html.indexOf('<noscript>')).toBeGreaterThan(page);
  });

  it("carries the answers of the shell's start it read, so the shell asks the API for none of them", () => {
    const start = { menus: [{ code: 'top-menu-new', items: [{ title: '</script><b>' }] }], settings: { supportPhone: '1' } };
    const withStart = pageWithSsr(shell, renderResult('<h1>Холодильники</h1>', { start }), context);
    const block = /<script id="ssr-start" type="application\/json">(.*?)<\/script>/.exec(withStart);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1]!)).toEqual(start);
    // Nothing read (the API was down): no block, the shell asks for itself.
    expect(html).not.toContain('id="ssr-start"');
  });

  it('keeps the stylesheets out of the head (the frame paints before them)', () => {
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('rel="stylesheet"');
  });

  it('preloads the picture in the head and carries the state to hydrate with', () => {
    expect(html.slice(0, html.indexOf('</head>'))).toContain('<link rel="preload" as="image" href="/i/1.webp"');
    expect(html).toContain('<script id="ssr-state" type="application/json">{"page":"catalog/CataloguePage"');
    // The crumbs it drew, for the shell to keep until its own category tree arrives.
    expect(html).toContain('"crumbs":[{"title":"Главная","href":"/"},');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});

describe("the remote's stylesheets inline", () => {
  const withHints = shell.replace('</head>', '<link rel="preload" href="http://cdn/page.css" as="style"></head>');
  const html = pageWithSsr(withHints, result, { ...context, styleTexts: { 'http://cdn/page.css': '.page{color:red}' } });

  it("comes as a style element marked with its address, in its link's place, after the shell's link", () => {
    expect(html).toContain(
      '<link rel="stylesheet" href="/shell.css"><style data-href="http://cdn/page.css">.page{color:red}</style><div id="ssr-frame">',
    );
    expect(html).not.toContain('<link rel="stylesheet" href="http://cdn/page.css">');
  });

  it('is no longer preloaded in the head (the browser would fetch it for nothing)', () => {
    expect(html).not.toContain('<link rel="preload" href="http://cdn/page.css" as="style">');
    // Without its text the page links it, and the head's preload stays.
    expect(pageWithSsr(withHints, result, context)).toContain('<link rel="preload" href="http://cdn/page.css" as="style">');
  });

  it('cannot end its style element early', () => {
    expect(stylesheetHtml('/a.css', '.a::after{content:"</style><script>x</script>"}')).toBe(
      '<style data-href="/a.css">.a::after{content:"<\\/style><script>x<\\/script>"}</style>',
    );
  });
});

describe('the page under the store’s Content-Security-Policy (issue 24 item 9)', () => {
  const withScript = shell.replace('</head>', '<script defer src="/main.js"></script></head>');
  const html = pageWithSsr(withScript, result, {
    ...context,
    styleTexts: { 'http://cdn/page.css': '.page{color:red}' },
    nonce: 'bm9uY2U=',
  });

  it('signs the stylesheets it writes inline and the script that starts the page with the response’s nonce', () => {
    expect(html).toContain('<style data-href="http://cdn/page.css" nonce="bm9uY2U=">');
    expect(html).toContain(`<script nonce="bm9uY2U=">${__STARTER_SCRIPT__.slice(0, 40)}`);
  });

  it('leaves no inline script or stylesheet unsigned (the state is data, not code)', () => {
    const elements = [...html.matchAll(/<(script|style)\b([^>]*)>/g)].filter(
      ([, name, attrs]) => !(name === 'script' && (/\bsrc=/.test(attrs!) || /type="application\/(ld\+)?json"/.test(attrs!))),
    );
    expect(elements.length).toBeGreaterThan(1);
    for (const [tag] of elements) expect(tag).toContain('nonce="bm9uY2U="');
  });
});

describe('the LCP preload and the viewport', () => {
  const mobileShell =
    '<!doctype html><html><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1">' +
    '<link rel="preload" href="/remotes.json" as="fetch"><title>Магазин</title></head><body><div id="root"></div></body></html>';
  const html = pageWithSsr(mobileShell, result, context);

  it('comes after the viewport meta (its sizes are read at the phone’s width, not 980 px) and before the other preloads', () => {
    const viewport = html.indexOf('<meta name=viewport');
    const picture = html.indexOf('<link rel="preload" as="image"');
    expect(viewport).toBeGreaterThan(0);
    expect(picture).toBeGreaterThan(viewport);
    expect(picture).toBeLessThan(html.indexOf('<link rel="preload" href="/remotes.json"'));
  });
});

describe('pageCrumbs and crumbsHtml', () => {
  it('draws a catalogue path, a route title elsewhere and nothing on the home page', () => {
    expect(pageCrumbs('/store/holodilniki', result.menu, null, 'Каталог').map((c) => c.title)).toEqual([
      'Главная',
      'Каталог',
      'Холодильники',
    ]);
    expect(pageCrumbs('/search', [], null, 'Поиск').map((c) => c.title)).toEqual(['Главная', 'Поиск']);
    expect(pageCrumbs('/', result.menu, null, 'Главная')).toEqual([]);
  });

  it('links every crumb but the current page, with the text escaped', () => {
    const html = crumbsHtml([
      { title: 'Главная', href: '/' },
      { title: 'A <b>', href: '/a' },
    ]);
    expect(html).toContain('<a class="store-breadcrumbs__link" href="/">Главная</a>');
    expect(html).toContain('<span class="store-breadcrumbs__current" aria-current="page">A &lt;b&gt;</span>');
    expect(crumbsHtml([])).toBe('');
  });
});

describe('lcpPreload', () => {
  it('preloads the high-priority picture with its srcset and sizes', () => {
    expect(lcpPreload(result.html)).toBe(
      '<link rel="preload" as="image" href="/i/1.webp" imagesrcset="/i/1.webp 1x, /i/1@2.webp 2x" imagesizes="100vw" fetchpriority="high">',
    );
  });

  it('is nothing without such a picture', () => {
    expect(lcpPreload('<img src="/a.webp">')).toBe('');
  });
});

describe('pageStatus', () => {
  it('answers 404 for a page that shows its not-found view, 200 otherwise (search engines drop the address)', () => {
    const gone = renderResult('<h1>Категория не найдена</h1>', {
      meta: { title: 'Категория не найдена', path: '/store/net', notFound: true },
    });
    expect(pageStatus(gone, '/store/net')).toBe(404);
    // Meta of another location (a page the shopper already left) says nothing of this one.
    expect(pageStatus(gone, '/store/holodilniki')).toBe(200);
    expect(pageStatus(result, '/store/holodilniki')).toBe(200);
  });
});
