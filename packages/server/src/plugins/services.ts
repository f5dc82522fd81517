import type { FastifyInstance } from 'fastify';
import { phoneCodes, type PhoneCodes } from '../services/phone-codes';
import { rateCounters, type RateCounters } from '../services/rate-limit';
import { readCache, type ReadCache } from '../services/read-cache';
import type { AppSettings } from '../settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** One-time SMS codes shared by sign-in, recovery, phone change and order confirmation. */
    phoneCodes: PhoneCodes;
    /** Rate limits and failure counters in the database. */
    rateCounters: RateCounters;
    /** Catalogue pages and search results of the last `catalogueCacheMs`, per instance. */
    catalogueCache: ReadCache<object>;
  }
}

export function registerServices(app: FastifyInstance, settings: AppSettings): void {
  app.decorate('phoneCodes', phoneCodes(app.db, app.providers.sms, settings));
  app.decorate('rateCounters', rateCounters(app.db, settings.now));
  app.decorate('catalogueCache', readCache<object>({ ttlMs: settings.catalogueCacheMs, max: 1000, now: () => settings.now().getTime() }));
}
