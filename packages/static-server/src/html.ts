import type { RemoteAssets } from './remote-assets';
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/**
 * Reads a file again only when it changed on disk (a staging recomposition rewrites remotes.json).
 * Every page looks at four such files: a synchronous stat of a cached inode is a few microseconds,
 * where the promise's round trip through libuv's thread pool cost a page about half a millisecond
 * under load (issue 37's profile).
 */
export function fileCache(path: string): () => Promise<string | null>;
/** `parse` runs once per version of the file, not once per page; its value is shared, never changed by the callers. */
export function fileCache<T>(path: string, parse: (text: string) => T): () => Promise<T | null>;
export function fileCache<T>(path: string, parse: (text: string) => T = (text) => text as T) {
  let cached: { mtimeMs: number; size: number; value: T } | null = null;
  return async (): Promise<T | null> => {
    try {
      const { mtimeMs, size } = statSync(path);
      if (!cached || cached.mtimeMs !== mtimeMs || cached.size !== size)
        cached = { mtimeMs, size, value: parse(await readFile(path, 'utf8')) };
      return cached.value;
    } catch {
      return null;
    }
  };
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Puts preconnect and preload hints for the remotes into the shell's HTML, so the browser opens
 * the remotes' connections and fetches their manifests while the shell's own code still loads.
 */
export function injectPreloads(html: string, remotesJson: string | null, firstScreen?: string, assets: RemoteAssets | null = null): string {
  if (!html.includes('</head>')) return html;
  let hints = '';
  try {
    const remotes = remotesJson ? (JSON.parse(remotesJson) as Record<string, unknown>) : {};
    const first = firstScreen?.split('/')[0];
    const origins = new Set<string>();
    for (const entry of Object.values(remotes)) {
      if (typeof entry !== 'string') continue;
      const url = new URL(entry, 'http://localhost');
      if (/^https?:\/\//.test(entry)) origins.add(url.origin);
    }
    for (const origin of origins) hints += `<link rel="preconnect" href="${escapeAttr(origin)}" crossorigin>`;
    // Only the manifest the page's first screen needs: an unused preload wastes the phone's bandwidth.
    const entry = first ? remotes[first] : undefined;
    if (typeof entry === 'string') hints += `<link rel="preload" href="${escapeAttr(entry)}" as="fetch" crossorigin="anonymous">`;
    // The first screen's remote code, fetched in parallel with the shell's (MF and webpack load
    // scripts without crossorigin, so the hints carry none either, or the browser fetches twice).
    for (const script of assets?.scripts ?? []) hints += `<link rel="preload" href="${escapeAttr(script)}" as="script">`;
    for (const style of assets?.styles ?? []) hints += `<link rel="preload" href="${escapeAttr(style)}" as="style">`;
  } catch {
    hints = '';
  }
  return html.replace('</head>', `${hints}</head>`);
}

/** The remote that draws a path's first screen: the longest matching route prefix. */
export function remoteForPath(routeRemotes: Record<string, string>, pathname: string): string | undefined {
  const match = Object.keys(routeRemotes)
    .filter((prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))
    .sort((a, b) => b.length - a.length)[0];
  return match === undefined ? undefined : routeRemotes[match];
}

export interface PageHead {
  title: string;
  description?: string;
  /** Absolute canonical address. */
  canonical?: string;
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Writes the route's title, description and canonical into the shell's HTML, so that a crawler
 * without JavaScript reads them too; the shell keeps them in step in the browser.
 */
export function injectHead(html: string, head: PageHead): string {
  if (!html.includes('</head>')) return html;
  let out = html.replace(/<title>[^<]*<\/title>/i, '');
  out = out.replace(/<meta\s+name="?description"?[^>]*>/i, '');
  out = out.replace(/<link\s+rel="?canonical"?[^>]*>/i, '');
  let tags = `<title>${escapeText(head.title)}</title>`;
  if (head.description) tags += `<meta name="description" content="${escapeAttr(head.description)}">`;
  if (head.canonical) tags += `<link rel="canonical" href="${escapeAttr(head.canonical)}">`;
  return out.replace('</head>', `${tags}</head>`);
}
