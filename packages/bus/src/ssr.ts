/**
 * The contract between the shell's server (packages/ssr, which writes it) and the shell in the
 * browser (shared/lib/ssr, which reads it): what a server-rendered page carries in its
 * `<script id="ssr-state" type="application/json">` so that the browser hydrates it. Types only.
 */

import type { Crumb } from '@store/domain';

/** One crumb drawn above the page (@store/domain's breadcrumbs: the last one, the page itself, has no address). */
export type SsrCrumb = Crumb;

/** What the browser needs to hydrate the page: the composition it was rendered with and the scope. */
export interface SsrState {
  /** `remote/Module`. */
  page: string;
  /** The remote's manifest the page was rendered with: the browser hydrates only with the same one. */
  manifest: string;
  version: string;
  /** pathname + search rendered. */
  location: string;
  /** The serialized Effector scope (`serialize(scope)`), for `fork({ values })`. */
  values: Record<string, unknown>;
  /**
   * The crumbs drawn above the page, which the shell keeps until its own category tree arrives.
   * packages/ssr always writes them; the browser reads the document defensively and does without.
   */
  crumbs?: SsrCrumb[];
}
