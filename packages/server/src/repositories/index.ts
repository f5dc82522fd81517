import type { Db } from '../db';
import { authStateRepository } from './auth-state';
import { cartRepository } from './cart';
import { cdekRepository, jobLeaseRepository } from './cdek';
import { catalogRepository } from './catalog';
import { compareRepository, favouritesRepository } from './collections';
import { contactRepository } from './contact';
import { contentRepository } from './content';
import { geoRepository } from './geo';
import { healthRepository } from './health';
import { exchangeRepository } from './exchange';
import { effectivePrices, listingRepository } from './listing';
import { marketFeedRepository } from './market-feed';
import { menuRepository } from './menus';
import { ordersRepository } from './orders';
import { outboxRepository } from './outbox';
import { paymentsRepository } from './payments';
import { phoneCodeRepository } from './phone-codes';
import { productRepository } from './products';
import { rateCounterRepository } from './rate-counters';
import { reviewsRepository } from './reviews';
import { searchRepository } from './search';
import { sitemapRepository } from './sitemap';
import { usersRepository } from './users';

export interface Repositories {
  catalog: ReturnType<typeof catalogRepository>;
  content: ReturnType<typeof contentRepository>;
  geo: ReturnType<typeof geoRepository>;
  health: ReturnType<typeof healthRepository>;
  listing: ReturnType<typeof listingRepository>;
  /** The kept shopper's prices: recomputed when discounts end (decision 0012). */
  prices: ReturnType<typeof effectivePrices>;
  menus: ReturnType<typeof menuRepository>;
  products: ReturnType<typeof productRepository>;
  search: ReturnType<typeof searchRepository>;
  sitemap: ReturnType<typeof sitemapRepository>;
  authState: ReturnType<typeof authStateRepository>;
  cart: ReturnType<typeof cartRepository>;
  favourites: ReturnType<typeof favouritesRepository>;
  compare: ReturnType<typeof compareRepository>;
  contact: ReturnType<typeof contactRepository>;
  orders: ReturnType<typeof ordersRepository>;
  payments: ReturnType<typeof paymentsRepository>;
  phoneCodes: ReturnType<typeof phoneCodeRepository>;
  rateCounters: ReturnType<typeof rateCounterRepository>;
  reviews: ReturnType<typeof reviewsRepository>;
  users: ReturnType<typeof usersRepository>;
  /** СДЭК's shared token, destination cities and pickup points (decision 0017). */
  cdek: ReturnType<typeof cdekRepository>;
  /** Leases of jobs one instance of many runs at a time. */
  jobLeases: ReturnType<typeof jobLeaseRepository>;
  /** 1C's exchange: sessions, upload folders, stepped imports (decision 0056). */
  exchange: ReturnType<typeof exchangeRepository>;
  /** The transactional outbox of e-mails and SMS (decision 0061). */
  outbox: ReturnType<typeof outboxRepository>;
  /** The YML feed's reads. */
  marketFeed: ReturnType<typeof marketFeedRepository>;
}

/** Every repository over the one database of the app; routes and services use them, never SQL directly. */
export function createRepositories(db: Db): Repositories {
  const prices = effectivePrices(db);
  return {
    prices,
    catalog: catalogRepository(db),
    content: contentRepository(db),
    geo: geoRepository(db),
    health: healthRepository(db),
    listing: listingRepository(db, undefined, prices),
    menus: menuRepository(db),
    products: productRepository(db),
    search: searchRepository(db, undefined, prices),
    sitemap: sitemapRepository(db),
    authState: authStateRepository(db),
    cart: cartRepository(db),
    favourites: favouritesRepository(db),
    compare: compareRepository(db),
    contact: contactRepository(db),
    orders: ordersRepository(db),
    payments: paymentsRepository(db),
    phoneCodes: phoneCodeRepository(db),
    rateCounters: rateCounterRepository(db),
    reviews: reviewsRepository(db),
    users: usersRepository(db),
    cdek: cdekRepository(db),
    jobLeases: jobLeaseRepository(db),
    exchange: exchangeRepository(db),
    outbox: outboxRepository(db),
    marketFeed: marketFeedRepository(db),
  };
}
