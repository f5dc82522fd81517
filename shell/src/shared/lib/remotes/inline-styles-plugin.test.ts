import { inlineStylesPlugin, inlinedStylesheet } from './inline-styles-plugin';

type CreateLink = (args: { url: string; attrs?: Record<string, string> }) => HTMLLinkElement | undefined;

describe('a stylesheet the server put inline is not fetched again by the MF runtime', () => {
  beforeEach(() => {
    document.body.innerHTML = '<style data-href="http://cdn/page.css">.page{}</style>';
    // jsdom has no object URLs; the browser's is a blob: address of this document.
    URL.createObjectURL = jest.fn(() => 'blob:http://localhost/empty-stylesheet');
  });
  const createLink = () => inlineStylesPlugin(document).createLink as unknown as CreateLink;

  it('recognises the inline copy by its address', () => {
    expect(inlinedStylesheet('http://cdn/page.css')).toBe(true);
    expect(inlinedStylesheet('http://cdn/other.css')).toBe(false);
  });

  it('hands the runtime a link that loads from no network for an inlined stylesheet', () => {
    const link = createLink()({ url: 'http://cdn/page.css', attrs: { rel: 'stylesheet', type: 'text/css' } });
    // blob:, not data: (issue 24 item 9: the pages' policy refuses data: stylesheets).
    expect(link?.getAttribute('href')).toBe('blob:http://localhost/empty-stylesheet');
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ size: 0, type: 'text/css' }));
    expect(link?.getAttribute('rel')).toBe('stylesheet');
    expect(link?.getAttribute('data-inline-of')).toBe('http://cdn/page.css');
  });

  it('leaves every other stylesheet to the runtime', () => {
    expect(createLink()({ url: 'http://cdn/other.css', attrs: { rel: 'stylesheet' } })).toBeUndefined();
  });
});
