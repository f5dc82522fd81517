import { inlinable, stylesheetTexts } from './stylesheets';

const css = (text: string, status = 200) => Promise.resolve(new Response(text, { status }));

describe("a remote's stylesheets inlined into a server-rendered page", () => {
  it('inlines plain CSS and CSS whose pictures are data: or absolute addresses', () => {
    expect(inlinable('.a{color:red}')).toBe(true);
    expect(inlinable('.a{background:url("data:image/svg+xml,%3Csvg%3E")}')).toBe(true);
    expect(inlinable(".a{background:url('https://cdn.example/a.png')}")).toBe(true);
  });

  it('links CSS that points to another file by a relative address (it would resolve against the page)', () => {
    expect(inlinable('.a{background:url(a.png)}')).toBe(false);
    expect(inlinable('@font-face{src:url("./font.woff2")}')).toBe(false);
    expect(inlinable('@import "base.css";')).toBe(false);
  });

  it('fetches a file once (content-hashed files never change) and gives only what it could read', async () => {
    const fetch = jest.fn((url: string) => (url.endsWith('page.css') ? css('.page{}') : css('missing', 404)));
    const texts = stylesheetTexts({ fetch: fetch as unknown as typeof globalThis.fetch });
    expect(await texts(['http://cdn/page.css', 'http://cdn/gone.css', '/relative.css'])).toEqual({ 'http://cdn/page.css': '.page{}' });
    expect(await texts(['http://cdn/page.css'])).toEqual({ 'http://cdn/page.css': '.page{}' });
    expect(fetch.mock.calls.filter(([url]) => url === 'http://cdn/page.css')).toHaveLength(1);
  });

  it('pages rendered at the same time share one fetch of a file', async () => {
    const fetch = jest.fn(() => css('.page{}'));
    const texts = stylesheetTexts({ fetch: fetch as unknown as typeof globalThis.fetch });
    const answers = await Promise.all([texts(['http://cdn/page.css']), texts(['http://cdn/page.css'])]);
    expect(answers).toEqual([{ 'http://cdn/page.css': '.page{}' }, { 'http://cdn/page.css': '.page{}' }]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('tries a failed or late file again on the next page (meanwhile the page links it)', async () => {
    let up = false;
    const fetch = jest.fn(() => (up ? css('.page{}') : Promise.reject(new Error('timeout'))));
    const texts = stylesheetTexts({ fetch: fetch as unknown as typeof globalThis.fetch });
    expect(await texts(['http://cdn/page.css'])).toEqual({});
    up = true;
    expect(await texts(['http://cdn/page.css'])).toEqual({ 'http://cdn/page.css': '.page{}' });
  });

  it('keeps a bounded number of texts', async () => {
    const fetch = jest.fn((url: string) => css(`/*${url}*/`));
    const texts = stylesheetTexts({ fetch: fetch as unknown as typeof globalThis.fetch, max: 2 });
    await texts(['http://cdn/1.css', 'http://cdn/2.css', 'http://cdn/3.css']);
    await texts(['http://cdn/1.css']);
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});
