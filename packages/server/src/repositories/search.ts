import { brandAliasTable, searchQueryCandidates, type SearchCandidate } from '@store/domain';
import type { Db, Queryable } from '../db';
import { readCache, type ReadCache } from '../lib/read-cache';
import { effectivePrices } from './listing';
import { withPaths } from './product-paths';
import { KEPT_SQL, PRUNE_SQL, RANK_SQL } from './search-sql';

/** Typo tolerance: a title matches when some extent of it is this similar to the query (pg_trgm word similarity). */
export const WORD_SIMILARITY = 0.45;
/**
 * The same for a query read on the other keyboard layout, tried only when the query as typed found
 * nothing: a layout slip often comes with a key too many («ljhtkm» is «дорель», 0.44 from «Дрель»).
 */
export const LAYOUT_WORD_SIMILARITY = 0.4;

const THRESHOLD: Record<SearchCandidate['kind'], number> = {
  brands: WORD_SIMILARITY,
  typed: WORD_SIMILARITY,
  layout: LAYOUT_WORD_SIMILARITY,
};

interface SearchRow {
  total: number;
  products: { id: number; sku: string; title: string; price: number; image: string | null }[];
  parents: { id: number; slug: string; name: string; path: string }[];
}

/** A kept query's matches are removed when unused this long (housekeeping, `pruneMatches`). */
export const SEARCH_MATCHES_UNUSED_MS = 86_400_000;

/** How long the brand alias table (from the producers) is reused. */
export const BRAND_ALIASES_TTL_MS = 60_000;

/**
 * Product search of SPEC §7: Russian morphology through `to_tsvector('russian', …)` and typo
 * tolerance through trigram word similarity; exact word matches rank first. A query that finds
 * nothing as typed is tried again as the shopper probably meant it (`searchQueryAlternatives` of
 * @store/domain: a brand written in the other script, the other keyboard layout), by the same
 * indexed statement, until one finds something; `correctedQuery` then names it.
 */
export function searchRepository(
  db: Db,
  aliasCache: ReadCache<ReadonlyMap<string, string>> = readCache({ ttlMs: BRAND_ALIASES_TTL_MS, max: 1 }),
  prices: { refresh(): Promise<unknown> } = effectivePrices(db),
) {
  /**
   * The answer of one candidate query: from its kept matches when the catalogue has not changed
   * since they were ranked (one statement, no transaction), else ranked and kept now (decision 0014).
   */
  const run = async (query: string, stockCode: number, offset: number, threshold: number): Promise<SearchRow> => {
    const params = [query, stockCode, threshold, offset];
    const [kept] = await db.query<SearchRow>(KEPT_SQL, params);
    if (kept) return kept;
    // SET LOCAL: the threshold of `%>` for this transaction only (pooled connections stay untouched).
    return db.transaction(async (tx: Queryable) => {
      await tx.query(`SET LOCAL pg_trgm.word_similarity_threshold = ${threshold}`);
      const [ranked] = await tx.query<SearchRow>(RANK_SQL, params);
      return ranked!;
    });
  };
  /** Brand skeleton → producer, from the producers of the catalogue (`brandAliasTable`). */
  const brandAliases = () =>
    aliasCache.get('brand-aliases', async () =>
      brandAliasTable((await db.query<{ name: string }>('SELECT name FROM producers ORDER BY name')).map((r) => r.name)),
    );
  return {
    async search(query: string, stockCode: number, offset: number) {
      await prices.refresh();
      const candidates = searchQueryCandidates(query, await brandAliases());
      let row: SearchRow | undefined;
      let correctedQuery: string | null = null;
      for (const candidate of candidates) {
        row = await run(candidate.query, stockCode, offset, THRESHOLD[candidate.kind]);
        if (row.total > 0) {
          correctedQuery = candidate.kind === 'typed' ? null : candidate.query;
          break;
        }
      }
      // The last try found nothing either: its empty answer stands (there is always the typed one).
      row ??= await run(query, stockCode, offset, WORD_SIMILARITY);
      return {
        products: await withPaths(
          db,
          row.products.map((p) => ({ ...p, price: Number(p.price) })),
        ),
        productsCount: row.total,
        // Kept as jsonb, whose objects have their own key order: the answer's is id, slug, name, path.
        parentCategories: row.parents.map(({ id, slug, name, path }) => ({ id, slug, name, path })),
        correctedQuery,
      };
    },

    /** Removes the kept matches of an older catalogue version and those unused since `unusedSince`. */
    async pruneMatches(unusedSince: Date): Promise<number> {
      const [row] = await db.query<{ n: number }>(PRUNE_SQL, [unusedSince]);
      return row?.n ?? 0;
    },
  };
}
