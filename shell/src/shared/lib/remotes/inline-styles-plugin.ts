import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Is this stylesheet already in the page, inline (a server-rendered page: packages/ssr `stylesheetHtml`)? */
export function inlinedStylesheet(url: string, doc: Document = document): boolean {
  return Array.from(doc.querySelectorAll('style[data-href]')).some((style) => style.getAttribute('data-href') === url);
}

/**
 * MF runtime plugin: a remote module's stylesheet that the server already put inline in the page is
 * not fetched again when the module loads. The runtime looks only for a `<link>` of that address;
 * this hands it a link of the same kind whose content is empty and comes from no network (a `blob:`
 * address, which the pages' Content-Security-Policy allows for stylesheets and `data:` it does not),
 * so it loads at once and the inline rules stay the page's only copy. webpack's own CSS chunk
 * loading finds the inline copy by its `data-href` without help.
 */
export function inlineStylesPlugin(doc: Document = document): ModuleFederationRuntimePlugin {
  let empty: string | undefined;
  const emptyStylesheet = () => (empty ??= URL.createObjectURL(new Blob([], { type: 'text/css' })));
  return {
    name: 'store-inline-styles',
    createLink({ url, attrs }) {
      if (!inlinedStylesheet(url, doc)) return undefined;
      const link = doc.createElement('link');
      for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
      link.setAttribute('href', emptyStylesheet());
      link.setAttribute('data-inline-of', url);
      return link;
    },
  };
}
