import type { PageMeta } from '@store/bus';
import { canonicalPath, pageHead, type PageHead } from '@store/domain';

/** The head of the current page, by @store/domain's rule (the server writes the same for its first HTML). */
export type HeadTags = PageHead;

export interface HeadInput {
  meta: PageMeta | null;
  pathname: string;
  search: string;
  origin: string;
  /** The route's title and description from the route table, until the page says more. */
  fallback: { title: string; description: string };
}

/** The head of the address the browser shows: its canonical path comes from the path and the query. */
export const headTagsFor = ({ search, ...input }: HeadInput): HeadTags =>
  pageHead({ ...input, canonicalPath: canonicalPath(input.pathname, search) });
