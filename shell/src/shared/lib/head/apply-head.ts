import { scriptJson } from '@store/domain';
import type { HeadTags } from './head-tags';

function upsert(doc: Document, selector: string, create: () => HTMLElement): HTMLElement {
  const found = doc.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = create();
  doc.head.appendChild(element);
  return element;
}

/** Sets an attribute unless it already holds the value: the server's head is kept as it came, with no mutation. */
function setIfChanged(element: Element, name: string, value: string) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

function metaTag(doc: Document, attribute: 'name' | 'property', key: string, content: string) {
  const element = upsert(doc, `meta[${attribute}="${key}"]`, () => {
    const meta = doc.createElement('meta');
    meta.setAttribute(attribute, key);
    return meta;
  });
  setIfChanged(element, 'content', content);
}

/** Writes (or removes) a JSON-LD script with this id; no text in it can close the script (as in the server's HTML). */
export function writeJsonLd(doc: Document, id: string, data: Record<string, unknown> | null) {
  const existing = doc.getElementById(id);
  if (!data) {
    existing?.remove();
    return;
  }
  const script =
    existing ??
    upsert(doc, `script#${id}`, () => {
      const element = doc.createElement('script');
      element.id = id;
      element.setAttribute('type', 'application/ld+json');
      return element;
    });
  const text = scriptJson(data);
  if (script.textContent !== text) script.textContent = text;
}

/**
 * Puts the page's title, description, canonical, Open Graph tags and JSON-LD into the document head.
 * `noindex` is the server's to say: it answers such a page with 404 and the robots tag in its HTML.
 */
export function applyHead(doc: Document, tags: Omit<HeadTags, 'noindex'>) {
  if (doc.title !== tags.title) doc.title = tags.title;
  metaTag(doc, 'name', 'description', tags.description);
  const canonical = upsert(doc, 'link[rel="canonical"]', () => {
    const link = doc.createElement('link');
    link.setAttribute('rel', 'canonical');
    return link;
  });
  setIfChanged(canonical, 'href', tags.canonical);
  for (const [property, content] of Object.entries(tags.openGraph)) metaTag(doc, 'property', property, content);
  if (!tags.openGraph['og:image']) doc.head.querySelector('meta[property="og:image"]')?.remove();
  writeJsonLd(doc, 'shell-page-jsonld', tags.jsonLd);
}
