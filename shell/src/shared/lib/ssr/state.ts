import type { SsrState } from '@store/bus';
import { SSR_IDS } from '@store/domain';
import { FOOTER_SUBSCRIPTION_ATTRIBUTE } from '@store/ui';

/**
 * The page the shell's server rendered into the HTML (packages/ssr): its markup after the pre-painted
 * frame (`#ssr-page`) and the state it was rendered with (`#ssr-state`, the bus's `SsrState`).
 */
export type { SsrState };

/** Where the server put the page, its state and its frame (written by packages/ssr with the same names). */
const { island: ISLAND_ID, state: STATE_ID, frame: FRAME_ID, footer: FOOTER_ID } = SSR_IDS;

let cached: SsrState | null | undefined;

/** The server's state, read once; null when the page came without one (or it is malformed). */
export function readSsrState(doc: Document = document): SsrState | null {
  if (cached !== undefined) return cached;
  cached = null;
  const text = doc.getElementById(STATE_ID)?.textContent;
  if (!text) return cached;
  try {
    const data = JSON.parse(text) as Partial<SsrState>;
    if (typeof data.page === 'string' && typeof data.manifest === 'string' && typeof data.location === 'string' && data.values) {
      cached = data as SsrState;
    }
  } catch {
    cached = null;
  }
  return cached;
}

/** The scope's initial values from the server (for `fork({ values })`), or none. */
export const ssrValues = (): Record<string, unknown> => readSsrState()?.values ?? {};

export interface Island {
  state: SsrState;
  node: HTMLElement;
  /** The server's frame around the page: removed when the page moves into the shell's layout. */
  frame: HTMLElement | null;
  /** The element the server put the page in (its `.shell-ssr-host`): it goes with the page. */
  serverHost: HTMLElement | null;
}

/**
 * The server's main (packages/ssr writes it as the layout draws its own): the layout adopts it
 * instead of drawing another and moving the page into it (decision 0047).
 */
export interface ServerMain {
  /** The `#ssr-frame` around it. */
  frame: HTMLElement;
  main: HTMLElement;
  /** Where the shell's crumbs and routes render: an empty box before the server's page. */
  slot: HTMLElement;
  /** A box after the frame for the footer and the tab bar, made here. */
  after: HTMLElement;
  /** The crumbs the server drew, until the shell draws the same. */
  crumbs: HTMLElement | null;
}

let adopted: ServerMain | null | undefined;

/** The server's main, once: null on a page the server did not render (the layout draws its own). */
export function adoptServerMain(doc: Document = document): ServerMain | null {
  if (adopted !== undefined) return adopted;
  const frame = doc.getElementById(FRAME_ID);
  const main = frame?.querySelector<HTMLElement>(':scope > main');
  const slot = main?.querySelector<HTMLElement>(':scope > .shell-main-slot');
  if (!frame || !main || !slot) return (adopted = null);
  const after = doc.createElement('div');
  after.className = 'shell-after-main';
  frame.after(after);
  adopted = { frame, main, slot, after, crumbs: main.querySelector<HTMLElement>(':scope > [data-ssr-crumbs]') };
  return adopted;
}

/** The footer the server drew (packages/ssr, decision 0055) and its newsletter form's place. */
export interface ServerFooter {
  node: HTMLElement;
  /** The form's place (`data-footer-subscription`): the one part of the footer the shell hydrates. */
  subscription: HTMLElement | null;
}

let footer: ServerFooter | null | undefined;

/** The server's footer, once: null on a page that came without one (the layout draws its own). */
export function adoptServerFooter(doc: Document = document): ServerFooter | null {
  if (footer !== undefined) return footer;
  const node = doc.getElementById(FOOTER_ID);
  footer = node ? { node, subscription: node.querySelector<HTMLElement>(`[${FOOTER_SUBSCRIPTION_ATTRIBUTE}]`) } : null;
  return footer;
}

let released = false;

/**
 * The server-rendered page for `remote/Module` at this location, while it is still in the document and
 * not yet given up; a later visit of the route renders in the browser.
 */
export function islandFor(page: string, location: string, doc: Document = document): Island | null {
  if (released) return null;
  const state = readSsrState(doc);
  const node = doc.getElementById(ISLAND_ID);
  if (!state || !node || state.page !== page || state.location !== location) return null;
  return { state, node, frame: doc.getElementById(FRAME_ID), serverHost: node.parentElement };
}

/**
 * The page left the screen (or failed to hydrate): its markup goes, with the server's box around it
 * and, unless the layout adopted it as its main, the server's frame; the browser renders from now on.
 */
export function releaseIsland(island: Island, inPlace = false): void {
  released = true;
  island.node.remove();
  island.serverHost?.remove();
  if (!inPlace) island.frame?.remove();
}

export { yieldToMain } from '../yield-to-main';
