import {
  STORE_NAME,
  MARKET_PLATFORM,
  attributesDescription,
  crossedOutPrice,
  defectOfferDescription,
  defectOfferName,
  productPath,
  stockCodeForCity,
  ymlCdata,
  ymlDate,
  ymlPrice,
  ymlText,
} from '@store/domain';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FeedDefectRow, FeedProductRow, MarketFeedRepository } from '../repositories/market-feed';
import type { AppSettings } from '../settings';

/**
 * Products (or marked-down items) read per statement. A page's rows live while its offers drain to
 * the socket, long enough for V8 to move them to the old generation, which is collected late:
 * small pages keep that garbage, and so the process's memory, the same at any catalogue size.
 */
export const FEED_PAGE = 200;
/**
 * Offers are handed on in pieces of about this many characters. A page joined into one string
 * would be a few hundred kilobytes: V8 puts such strings in its large-object space, which only a
 * full collection frees, so the process would grow with the catalogue until one ran. Pieces this
 * small die young, in the scavenged space, and memory stays flat.
 */
const PIECE_CHARS = 16 * 1024;

function* lazily<T>(rows: readonly T[], offer: (row: T) => string): Generator<string> {
  for (const row of rows) yield offer(row);
}

/** The offers of a page in pieces of about PIECE_CHARS characters (empty offers skipped). */
function* pieces(offers: Iterable<string>): Generator<string> {
  let batch: string[] = [];
  let length = 0;
  for (const offer of offers) {
    if (!offer) continue;
    batch.push(offer);
    length += offer.length;
    if (length >= PIECE_CHARS) {
      yield batch.join('');
      batch = [];
      length = 0;
    }
  }
  if (batch.length > 0) yield batch.join('');
}
/** A cached feed is rebuilt after this even if nothing changed: its `date` must stay fresh (Яндекс: no older than 10 days). */
export const FEED_MAX_AGE_MS = 60 * 60 * 1000;

type City = NonNullable<Awaited<ReturnType<MarketFeedRepository['city']>>>;

/** Yandex's offer id: Latin letters and digits, at most 20. A marked-down item's is «d» and 19 hex digits of its serial's hash. */
export const defectOfferId = (serialNumber: string) => `d${createHash('sha256').update(serialNumber).digest('hex').slice(0, 19)}`;

const tag = (name: string, value: string) => `<${name}>${ymlText(value)}</${name}>`;

interface OfferParts {
  id: string;
  available: boolean;
  url: string;
  price: number;
  oldPrice: number | null;
  categoryId: number;
  pictures: string[];
  store: boolean;
  pickup: boolean;
  name: string;
  vendor: string | null;
  vendorCode: string;
  description: string;
  attributes: Record<string, string>;
}

/** One `<offer>` in the order Яндекс documents its elements. */
function offerXml(o: OfferParts, origin: string): string {
  const parts = [
    `<offer id="${ymlText(o.id)}" available="${o.available}">`,
    tag('url', o.url),
    tag('price', ymlPrice(o.price)),
    o.oldPrice !== null ? tag('oldprice', ymlPrice(o.oldPrice)) : '',
    '<currencyId>RUR</currencyId>',
    tag('categoryId', String(o.categoryId)),
    ...o.pictures.slice(0, 10).map((name) => tag('picture', `${origin}/api/file/${encodeURIComponent(name)}`)),
    `<store>${o.store}</store>`,
    `<pickup>${o.pickup}</pickup>`,
    '<delivery>true</delivery>',
    tag('name', o.name),
    o.vendor ? tag('vendor', o.vendor) : '',
    tag('vendorCode', o.vendorCode),
    `<description>${ymlCdata(o.description)}</description>`,
    ...Object.entries(o.attributes).map(([name, value]) => `<param name="${ymlText(name)}">${ymlText(String(value))}</param>`),
    '</offer>\n',
  ];
  return parts.join('');
}

/**
 * The YML feed of one city (EXCHANGE.md's YML section) as a stream of text chunks, one
 * page of offers at a time: the shop, RUR, the category tree, then an offer per product in stock
 * in the city's shops (available) or orderable there (to order, on the way: available="false"),
 * at the city's stock code prices (oldprice where the crossed-out price applies), then each marked-
 * down item on sale there as its own offer. Memory stays that of one page whatever the catalogue.
 */
export async function* marketFeedXml(
  repo: MarketFeedRepository,
  settings: Pick<AppSettings, 'publicUrl' | 'companyName'>,
  city: City,
  now: Date,
): AsyncGenerator<string> {
  const origin = settings.publicUrl.replace(/\/+$/, '');
  const categories = await repo.categories();
  const byId = new Map(categories.map((c) => [c.id, c]));
  const chains = new Map<number, string[]>();
  const chainOf = (id: number, depth = 0): string[] => {
    const known = chains.get(id);
    if (known) return known;
    const row = byId.get(id);
    const chain = !row || depth > 16 ? [] : [...(row.parent_id === null ? [] : chainOf(row.parent_id, depth + 1)), row.slug];
    chains.set(id, chain);
    return chain;
  };
  const stockCode = stockCodeForCity(city.code);
  const hasShops = city.shops > 0;

  yield `<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog date="${ymlDate(now)}">\n<shop>\n${tag('name', STORE_NAME)}\n${tag(
    'company',
    settings.companyName,
  )}\n${tag('url', `${origin}/`)}\n${tag('platform', MARKET_PLATFORM)}\n<currencies><currency id="RUR" rate="1"/></currencies>\n<categories>\n${categories
    .map((c) => `<category id="${c.id}"${c.parent_id !== null ? ` parentId="${c.parent_id}"` : ''}>${ymlText(c.name)}</category>`)
    .join('\n')}\n</categories>\n<offers>\n`;

  const productOffer = (p: FeedProductRow): string => {
    const available = p.in_city > 0;
    if (p.category_id === null || (!available && p.status === 'inStock')) return '';
    return offerXml(
      {
        id: String(p.id),
        available,
        url: `${origin}${productPath(chainOf(p.category_id), p.id, null)}`,
        price: p.price,
        oldPrice: crossedOutPrice(p.price, p.price_retail),
        categoryId: p.category_id,
        pictures: p.pictures,
        store: available && hasShops,
        pickup: hasShops,
        name: p.title,
        vendor: p.vendor,
        vendorCode: p.sku,
        description: attributesDescription(p.title, p.attributes),
        attributes: p.attributes,
      },
      origin,
    );
  };
  for (let after = 0; ;) {
    const page = await repo.productsPage(stockCode, city.id, after, FEED_PAGE, now);
    if (page.length === 0) break;
    after = page[page.length - 1]!.id;
    // Offers are written as the pieces are taken, not all at once beside the rows.
    yield* pieces(lazily(page, productOffer));
    if (page.length < FEED_PAGE) break;
  }

  const defectOffer = (d: FeedDefectRow): string => {
    if (d.category_id === null) return '';
    const price = d.price_discount !== null && d.price_discount > 0 ? d.price_discount : d.price_retail;
    return offerXml(
      {
        id: defectOfferId(d.serial_number),
        available: true,
        url: `${origin}${productPath(chainOf(d.category_id), d.product_id, d.serial_number)}`,
        price,
        oldPrice: crossedOutPrice(price, Math.max(d.price_retail, d.new_price ?? 0)),
        categoryId: d.category_id,
        pictures: d.pictures,
        store: hasShops,
        pickup: hasShops,
        name: defectOfferName(d.title),
        vendor: d.vendor,
        vendorCode: d.sku,
        description: defectOfferDescription(d.serial_number, d.reason, attributesDescription(d.title, d.attributes)),
        attributes: d.attributes,
      },
      origin,
    );
  };
  for (let after = ''; ;) {
    const page = await repo.defectsPage(stockCode, after, FEED_PAGE, now);
    if (page.length === 0) break;
    after = page[page.length - 1]!.serial_number;
    yield* pieces(lazily(page, defectOffer));
    if (page.length < FEED_PAGE) break;
  }
  yield '</offers>\n</shop>\n</yml_catalog>\n';
}

interface CachedFeed {
  version: string;
  builtAt: Date;
  file: string;
}

/** What the route sends: a 304, or the feed as a stream with its Last-Modified. */
export type FeedAnswer = { notModified: true; lastModified: Date } | { notModified: false; lastModified: Date; body: Readable };

/**
 * The feed's per-instance cache (a copy, never state that matters: any instance rebuilds it from
 * the database). A city's feed is kept as a file for the catalogue's version (repositories/
 * market-feed.ts `version`); a request for a changed catalogue, or a feed older than
 * FEED_MAX_AGE_MS, streams a fresh build straight from the database while writing the next copy
 * beside it, published only when the build ran to its end. Last-Modified is the build's time.
 */
export function marketFeedCache(repo: MarketFeedRepository, settings: Pick<AppSettings, 'publicUrl' | 'companyName' | 'now'>) {
  const dir = join(tmpdir(), `store-market-feed-${process.pid}-${randomBytes(4).toString('hex')}`);
  const kept = new Map<number, CachedFeed>();
  mkdirSync(dir, { recursive: true });

  async function* building(city: City, version: string, builtAt: Date): AsyncGenerator<string> {
    const file = join(dir, `${city.id}-${builtAt.getTime()}-${randomBytes(4).toString('hex')}.yml`);
    const partial = `${file}.partial`;
    const out = createWriteStream(partial);
    let complete = false;
    try {
      for await (const chunk of marketFeedXml(repo, settings, city, builtAt)) {
        if (!out.write(chunk)) await once(out, 'drain');
        yield chunk;
      }
      complete = true;
    } finally {
      out.end();
      await once(out, 'close').catch(() => undefined);
      const current = kept.get(city.id);
      if (complete && (!current || current.builtAt.getTime() <= builtAt.getTime())) {
        renameSync(partial, file);
        kept.set(city.id, { version, builtAt, file });
        if (current) rmSync(current.file, { force: true });
      } else {
        rmSync(partial, { force: true });
      }
    }
  }

  return {
    async answer(city: City, ifModifiedSince: Date | null): Promise<FeedAnswer> {
      const now = settings.now();
      const version = await repo.version();
      const hit = kept.get(city.id);
      if (hit && hit.version === version && now.getTime() - hit.builtAt.getTime() < FEED_MAX_AGE_MS) {
        if (ifModifiedSince && Math.floor(hit.builtAt.getTime() / 1000) <= Math.floor(ifModifiedSince.getTime() / 1000)) {
          return { notModified: true, lastModified: hit.builtAt };
        }
        return { notModified: false, lastModified: hit.builtAt, body: createReadStream(hit.file) };
      }
      const builtAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
      return { notModified: false, lastModified: builtAt, body: Readable.from(building(city, version, builtAt), { objectMode: false }) };
    },
    close() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
