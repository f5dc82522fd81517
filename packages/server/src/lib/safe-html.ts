import sanitizeHtml from 'sanitize-html';

const SPAN = /^[1-9]\d?$/;

/** A table cell's colspan and rowspan when each is a small number; nothing else. */
function spans(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const kept: sanitizeHtml.Attributes = {};
  for (const name of ['colspan', 'rowspan']) if (attribs[name] && SPAN.test(attribs[name].trim())) kept[name] = attribs[name].trim();
  return kept;
}

/**
 * A product's description as the store keeps and serves it: 1C's Описание reduced to the markup
 * a description needs (paragraphs, lists, bold and italic, the page's third- and fourth-level
 * headings, a plain table), nothing that runs, loads or styles. The product page puts it in the
 * page as it is (server render and browser alike), so this allow-list is the one guard: every
 * element not named here goes with its attributes (its text stays, a script's or a style's does
 * not), and no attribute but a table cell's span survives, so no event handler, link, style, class
 * or id reaches the page. Plain text (1C's default) keeps its paragraphs and line breaks.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'b',
    'strong',
    'i',
    'em',
    'h3',
    'h4',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: [],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  // Elements whose content is code or a widget, not text: dropped whole.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'head',
  ],
  // The page's own h1 (the title) and h2 (its sections) stay above the description's headings.
  transformTags: {
    h1: 'h3',
    h2: 'h3',
    h5: 'h4',
    h6: 'h4',
    div: 'p',
    // A span is a small number or nothing.
    th: (tagName, attribs) => ({ tagName, attribs: spans(attribs) }),
    td: (tagName, attribs) => ({ tagName, attribs: spans(attribs) }),
  },
};

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text with no markup: paragraphs at blank lines, a `<br>` at each other line break. */
function plainTextHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeText(part).replace(/\n/g, '<br />')}</p>`)
    .join('');
}

/** Markup: an element, an end tag, a comment or a declaration. */
const HAS_MARKUP = /<\s*[a-z!/?]/i;

/** The description as safe HTML (see OPTIONS); null when nothing of it is left to show. */
export function safeDescription(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  const html = (HAS_MARKUP.test(raw) ? sanitizeHtml(raw, OPTIONS) : plainTextHtml(raw)).trim();
  // Markup with no text (an empty paragraph, a lone script) shows nothing: no «Описание» section.
  return html && sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() ? html : null;
}
