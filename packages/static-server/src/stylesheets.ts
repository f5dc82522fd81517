/**
 * A stylesheet that refers to another file by a relative address (`url(font.woff2)`, `@import`)
 * cannot be inlined: in the page that address would resolve against the page, not the file.
 */
export function inlinable(css: string): boolean {
  return !/@import/i.test(css) && !/url\(\s*(?!['"]?(?:data:|https?:|\/\/|#))/i.test(css);
}

export interface StylesheetTextsOptions {
  /** How long a remote's stylesheet may take to arrive before the page links it instead. */
  timeoutMs?: number;
  /** How many texts are kept (files are content-hashed: an address never changes its text). */
  max?: number;
  fetch?: typeof fetch;
}

/**
 * The texts of a remote's stylesheets for a server-rendered page, by address, for those that can be
 * inlined. Built files are content-hashed, so a text once read is kept (bounded); a file that failed
 * or was late is tried again on the next page (the page links it meanwhile).
 */
export function stylesheetTexts(options: StylesheetTextsOptions = {}) {
  const timeoutMs = options.timeoutMs ?? 300;
  const max = options.max ?? 200;
  const get = options.fetch ?? fetch;
  /**
   * Address → its text, or null: read, but not inlinable. The promise is kept from the first ask,
   * so pages rendered at the same time share one fetch; a failed fetch is forgotten.
   */
  const known = new Map<string, Promise<string | null>>();

  const read = async (href: string): Promise<string | null> => {
    if (!/^https?:\/\//.test(href)) throw new Error(`${href}: not an absolute address`);
    const response = await get(href, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${href}: ${response.status}`);
    const css = await response.text();
    return inlinable(css) ? css : null;
  };

  const textOf = async (href: string): Promise<string | null> => {
    let text = known.get(href);
    if (!text) {
      if (known.size >= max) known.delete(known.keys().next().value as string);
      text = read(href);
      known.set(href, text);
    }
    try {
      return await text;
    } catch {
      if (known.get(href) === text) known.delete(href);
      return null;
    }
  };

  return async (hrefs: readonly string[]): Promise<Record<string, string>> => {
    const texts = await Promise.all(hrefs.map(async (href) => [href, await textOf(href)] as const));
    return Object.fromEntries(texts.filter((entry): entry is readonly [string, string] => entry[1] !== null));
  };
}
