import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readCache, type ReadCache } from '../lib/read-cache';
import { shoppersFirst, type ShoppersFirst } from '../lib/shoppers-first';
import { phoneCodes, type PhoneCodes } from '../services/phone-codes';
import { rateCounters, type RateCounters } from '../services/rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    /** One-time SMS codes shared by sign-in, recovery, phone change and order confirmation. */
    phoneCodes: PhoneCodes;
    /** Rate limits and failure counters in the database. */
    rateCounters: RateCounters;
    /** Catalogue pages and search results of the last `catalogueCacheMs`, per instance. */
    catalogueCache: ReadCache<object>;
    /** The shoppers' requests in flight, which 1C's import gives way to between its steps. */
    shoppersFirst: ShoppersFirst;
  }
  interface FastifyRequest {
    /** Ends this request's place among the shoppers' requests in flight (shoppersFirst). */
    shopperEnded?: () => void;
  }
}

/** Requests that are no shopper's: 1C's exchange itself, probes and metrics. */
const NOT_SHOPPERS = /^\/(api\/exchange\/|api\/health|api\/ready|metrics)/;

/** The services routes share: codes, counters, the catalogue's read cache. */
export const servicesPlugin = fp(
  async (app: FastifyInstance) => {
    const { settings } = app;
    app.decorate('phoneCodes', phoneCodes(app.repos.phoneCodes, app.providers.sms, settings));
    app.decorate('rateCounters', rateCounters(app.repos.rateCounters, settings.now));
    app.decorate('catalogueCache', readCache<object>({ ttlMs: settings.catalogueCacheMs, max: 1000, now: () => settings.now().getTime() }));
    const shoppers = shoppersFirst();
    app.decorate('shoppersFirst', shoppers);
    app.addHook('onRequest', async (request) => {
      if (!NOT_SHOPPERS.test(request.url)) request.shopperEnded = shoppers.began();
    });
    app.addHook('onResponse', async (request) => request.shopperEnded?.());
    app.addHook('onRequestAbort', async (request) => request.shopperEnded?.());
  },
  { name: 'services', fastify: '5.x', dependencies: ['settings', 'repositories', 'providers'] },
);
