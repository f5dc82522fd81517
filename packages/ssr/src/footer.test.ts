import { NewsletterForm } from '@store/ui/server';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { footerHtml, footerOf, pageWithFooter } from './footer';
import { pageWithSsr } from './page';
import { pageContext, renderResult } from './render-result.fixture';

const menus = [
  { code: 'top-menu-new', title: 'Верх', items: [{ id: 9, title: 'Акции', href: '/akcii' }] },
  {
    code: 'bottom-menu-about',
    title: 'О компании',
    items: [
      { id: 1, title: 'Контакты', href: '/contacts' },
      { id: 2, title: 'Адреса магазинов', href: '/point' },
    ],
  },
  {
    code: 'bottom-menu-buyer',
    title: 'Покупателю',
    items: [
      { id: 3, title: 'Договор купли-продажи', href: '/docs/pravila_prodazhi' },
      { id: 4, title: 'Пользовательское соглашение', href: '/docs/polzovatelscoye_soglashenie/polzovatelscoye_soglashenie.pdf' },
    ],
  },
  { code: 'bottom-menu-help', title: 'Помощь', items: [{ id: 5, title: 'Обратная связь', href: '/feedback?category=7' }, { title: 42 }] },
];
const settings = { supportPhone: '+7 (800) 555-35-35', supportHours: '10:00-19:00', demo: false };

const shell =
  '<!doctype html><html><head><title>Магазин</title></head>' +
  '<body><div id="root"><div class="prepaint">шапка</div></div><noscript>JS</noscript></body></html>';

describe("the footer in the server's HTML", () => {
  it('takes the three bottom menus in their order, the phone and the hours from the answers', () => {
    const data = footerOf({ menus, settings });
    expect(data?.columns.map((column) => column.title)).toEqual(['О компании', 'Покупателю', 'Помощь']);
    // An item of another shape is left out, not drawn half.
    expect(data?.columns[2]?.items).toEqual([{ id: 5, title: 'Обратная связь', href: '/feedback?category=7' }]);
    expect(data?.phone).toBe('+7 (800) 555-35-35');
    expect(footerOf({ menus, settings: { supportPhone: ' ' } })).toMatchObject({ phone: null, hours: '10:00-19:00' });
    expect(footerOf({ settings })).toBeNull();
  });

  it("is @store/ui's footer with the links, phone, hours, social links, payment icons and «© 2013–<year>»", () => {
    const html = footerHtml({ menus, settings }, 2031);
    expect(html).toMatch(/^<footer class="store-footer" id="ssr-footer" data-testid="shell-footer">/);
    expect(html).toContain('<a href="/contacts">Контакты</a>');
    expect(html).toContain('<a href="/point">Адреса магазинов</a>');
    expect(html).toContain('<a href="/docs/pravila_prodazhi">Договор купли-продажи</a>');
    expect(html).toContain('<a href="/docs/polzovatelscoye_soglashenie/polzovatelscoye_soglashenie.pdf">Пользовательское соглашение</a>');
    expect(html).toContain('<a href="/feedback?category=7">Обратная связь</a>');
    expect(html).not.toContain('Акции');
    expect(html).toContain('href="tel:+78005553535"');
    expect(html).toContain('Ежедневно 10:00-19:00 (время иркутское)');
    expect(html).toContain('ВКонтакте');
    expect(html).toContain('МИР');
    expect(html).toContain('© 2013–2031 ТехноСибирь. Все права защищены.');
    expect(footerHtml({ settings })).toBe('');
  });

  it('holds the newsletter form exactly as the browser hydrates it, in its own place', () => {
    const html = footerHtml({ menus, settings }, 2031);
    const form = renderToString(createElement(NewsletterForm));
    expect(html).toContain(`<div class="store-footer__subscription" data-footer-subscription="">${form}</div>`);
    expect(form).toContain('id="store-newsletter-email"');
  });

  it('comes after the server-rendered page and its frame, before the state', () => {
    const html = pageWithSsr(
      shell,
      renderResult('<h1>Холодильники</h1>', { start: { menus, settings } }),
      pageContext('/store/holodilniki', { title: 'Каталог', description: '' }),
    );
    const frameEnd = html.indexOf('</main></div>');
    const footer = html.indexOf('<footer class="store-footer" id="ssr-footer"');
    expect(frameEnd).toBeGreaterThan(0);
    expect(footer).toBe(frameEnd + '</main></div>'.length);
    expect(html.indexOf('<script id="ssr-state"')).toBeGreaterThan(footer);
    // Without the menus the page comes without it (the shell draws it once it has them).
    expect(
      pageWithSsr(shell, renderResult('<h1>Холодильники</h1>'), pageContext('/store/holodilniki', { title: 'Каталог', description: '' })),
    ).not.toContain('id="ssr-footer"');
  });

  it("comes after the pre-painted frame of a page the browser renders, after the shell's stylesheets", () => {
    const footer = footerHtml({ menus, settings }, 2031);
    const html = pageWithFooter(shell, footer, { pathname: '/profile', shellStyles: ['/ui.css', '/shell.css', '/ui.css'] });
    expect(html).toContain(
      `</div></div><link rel="stylesheet" href="/ui.css"><link rel="stylesheet" href="/shell.css">${footer}<noscript>`,
    );
    expect(pageWithFooter(shell, footer, { pathname: '/dvizhuha', shellStyles: [] })).toBe(shell);
    expect(pageWithFooter(shell, '', { pathname: '/profile', shellStyles: [] })).toBe(shell);
  });
});
