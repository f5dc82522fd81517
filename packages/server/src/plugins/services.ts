import type { FastifyInstance } from 'fastify';
import { phoneCodes, type PhoneCodes } from '../services/phone-codes';
import { rateCounters, type RateCounters } from '../services/rate-limit';
import type { AppSettings } from '../settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** One-time SMS codes shared by sign-in, recovery, phone change and order confirmation. */
    phoneCodes: PhoneCodes;
    /** Rate limits and failure counters in the database. */
    rateCounters: RateCounters;
  }
}

export function registerServices(app: FastifyInstance, settings: AppSettings): void {
  app.decorate('phoneCodes', phoneCodes(app.db, app.providers.sms, settings));
  app.decorate('rateCounters', rateCounters(app.db, settings.now));
}
