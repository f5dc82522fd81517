/** @jest-environment jsdom */
import { applyHead, writeJsonLd } from './apply-head';

const tags = {
  title: 'Ноутбуки — ТехноСибирь',
  description: 'Ноутбуки с ценами',
  canonical: 'https://shop.example/store/komp/noutbuki',
  openGraph: { 'og:title': 'Ноутбуки', 'og:url': 'https://shop.example/store/komp/noutbuki', 'og:image': 'https://shop.example/a.png' },
  jsonLd: { '@type': 'CollectionPage', name: '</script><script>alert(1)</script>' },
};

describe('the head follows the page', () => {
  it('writes title, description, canonical, Open Graph and JSON-LD once, then updates them in place', () => {
    applyHead(document, tags);
    applyHead(document, { ...tags, title: 'Корзина — ТехноСибирь', openGraph: { 'og:title': 'Корзина' }, jsonLd: null });
    expect(document.title).toBe('Корзина — ТехноСибирь');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://shop.example/store/komp/noutbuki');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Корзина');
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.getElementById('shell-page-jsonld')).toBeNull();
  });

  it('JSON-LD text cannot close its script element', () => {
    writeJsonLd(document, 'shell-page-jsonld', tags.jsonLd);
    const script = document.getElementById('shell-page-jsonld');
    expect(script?.textContent).not.toContain('</script>');
    expect(JSON.parse(script?.textContent ?? '')).toEqual(tags.jsonLd);
  });

  it("keeps the server's head as it came when the page's tags are the same (no DOM change at hydration)", async () => {
    applyHead(document, tags);
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.head, { subtree: true, childList: true, attributes: true, characterData: true });
    applyHead(document, { ...tags });
    await Promise.resolve();
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes).toEqual([]);
  });
});
