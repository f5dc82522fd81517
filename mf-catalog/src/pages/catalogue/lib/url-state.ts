import { CATALOGUE_TYPE } from '@store/domain';
import type { CatalogueKind, ListingAnswer, ListingFilters, PriceSort } from '../../../shared/api';

/**
 * What a category page shows besides its category, all of it in the URL so that a link (or a
 * reload) reproduces the view: `?page=2&sortPrice=ASC&type=DEFECTS&filters={…}`, where `filters`
 * is the API's own JSON parameter (SPEC §7). Defaults are left out of the URL.
 */
export interface CatalogueView {
  page: number;
  sort: PriceSort;
  type: CatalogueKind;
  filters: ListingFilters;
}

export const DEFAULT_VIEW: CatalogueView = { page: 1, sort: 'DESC', type: CATALOGUE_TYPE.NEW, filters: {} };

export type ParsedView = { view: CatalogueView; malformed: boolean };

const MAX_PAGE = 10_000;
const MAX_MONEY = 100_000_000;

const isMoney = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_MONEY;
const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0 && (value as number) <= 2_147_483_647;
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0 && value.length <= 100;

/** The `filters` JSON when it is what the API accepts; null for anything else. */
export function parseFilters(text: string): ListingFilters | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const { producers, priceMin, priceMax, attributes, ...rest } = raw as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return null;
  const filters: ListingFilters = {};
  if (producers !== undefined) {
    if (!Array.isArray(producers) || producers.length > 50 || !producers.every(isId)) return null;
    if (producers.length > 0) filters.producers = [...new Set(producers)].sort((a, b) => a - b);
  }
  if (priceMin !== undefined) {
    if (!isMoney(priceMin)) return null;
    filters.priceMin = priceMin;
  }
  if (priceMax !== undefined) {
    if (!isMoney(priceMax)) return null;
    filters.priceMax = priceMax;
  }
  if (filters.priceMin !== undefined && filters.priceMax !== undefined && filters.priceMin > filters.priceMax) return null;
  if (attributes !== undefined) {
    if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes)) return null;
    const entries = Object.entries(attributes as Record<string, unknown>);
    if (entries.length > 20) return null;
    const chosen: Record<string, string[]> = {};
    for (const [name, values] of entries) {
      if (!isText(name) || name.length > 64) return null;
      if (!Array.isArray(values) || values.length > 50 || !values.every(isText)) return null;
      if (values.length > 0) chosen[name] = [...new Set(values)];
    }
    if (Object.keys(chosen).length > 0) filters.attributes = chosen;
  }
  return filters;
}

/** The view a query string names; anything malformed gives the clean view (filters reset), flagged. */
export function parseCatalogueSearch(search: string): ParsedView {
  const params = new URLSearchParams(search);
  const clean: ParsedView = { view: DEFAULT_VIEW, malformed: true };
  const view: CatalogueView = { ...DEFAULT_VIEW };

  const page = params.get('page');
  if (page !== null) {
    if (!/^[1-9]\d*$/.test(page) || Number(page) > MAX_PAGE) return clean;
    view.page = Number(page);
  }
  const sort = params.get('sortPrice');
  if (sort !== null) {
    if (sort !== 'ASC' && sort !== 'DESC') return clean;
    view.sort = sort;
  }
  const type = params.get('type');
  if (type !== null) {
    if (type !== CATALOGUE_TYPE.NEW && type !== CATALOGUE_TYPE.DEFECTS) return clean;
    view.type = type;
  }
  const filters = params.get('filters');
  if (filters !== null) {
    const parsed = parseFilters(filters);
    if (parsed === null) return clean;
    view.filters = parsed;
  }
  return { view, malformed: false };
}

export const hasAnyFilter = (filters: ListingFilters): boolean => Object.keys(filters).length > 0;

/** The query string of a view (`''` for the default one); the inverse of `parseCatalogueSearch`. */
export function catalogueSearch(view: CatalogueView): string {
  const params = new URLSearchParams();
  if (view.type !== DEFAULT_VIEW.type) params.set('type', view.type);
  if (view.sort !== DEFAULT_VIEW.sort) params.set('sortPrice', view.sort);
  if (hasAnyFilter(view.filters)) params.set('filters', JSON.stringify(view.filters));
  if (view.page !== 1) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether every chosen filter is one the category offers (its facets); unknown ones reset the view. */
export function filtersKnown(filters: ListingFilters, facets: Pick<ListingAnswer, 'producers' | 'attributes'>): boolean {
  const producerIds = new Set(facets.producers.map((p) => p.id));
  if ((filters.producers ?? []).some((id) => !producerIds.has(id))) return false;
  for (const [name, values] of Object.entries(filters.attributes ?? {})) {
    const group = facets.attributes.find((a) => a.name === name);
    if (!group || values.some((value) => !group.values.some((v) => v.value === value))) return false;
  }
  return true;
}

/** A change of filters, sort or type starts again from the first page. */
export const withFilters = (view: CatalogueView, filters: ListingFilters): CatalogueView => ({ ...view, filters: tidy(filters), page: 1 });

/** Producers and attribute values toggled on or off, keeping the rest of the view. */
export function toggleProducer(view: CatalogueView, id: number): CatalogueView {
  const current = view.filters.producers ?? [];
  const producers = current.includes(id) ? current.filter((p) => p !== id) : [...current, id].sort((a, b) => a - b);
  return withFilters(view, { ...view.filters, producers });
}

export function toggleAttribute(view: CatalogueView, name: string, value: string): CatalogueView {
  const current = view.filters.attributes?.[name] ?? [];
  const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return withFilters(view, { ...view.filters, attributes: { ...view.filters.attributes, [name]: values } });
}

export function withPriceRange(view: CatalogueView, priceMin: number | undefined, priceMax: number | undefined): CatalogueView {
  const rest = { ...view.filters };
  delete rest.priceMin;
  delete rest.priceMax;
  const [low, high] = priceMin !== undefined && priceMax !== undefined && priceMin > priceMax ? [priceMax, priceMin] : [priceMin, priceMax];
  return withFilters(view, { ...rest, ...(low !== undefined ? { priceMin: low } : {}), ...(high !== undefined ? { priceMax: high } : {}) });
}

/** Empty lists and attribute groups leave the filters, so equal views have equal URLs. */
function tidy(filters: ListingFilters): ListingFilters {
  const result: ListingFilters = {};
  if (filters.producers && filters.producers.length > 0) result.producers = filters.producers;
  if (filters.priceMin !== undefined) result.priceMin = filters.priceMin;
  if (filters.priceMax !== undefined) result.priceMax = filters.priceMax;
  const attributes = Object.entries(filters.attributes ?? {}).filter(([, values]) => values.length > 0);
  if (attributes.length > 0) result.attributes = Object.fromEntries(attributes);
  return result;
}
