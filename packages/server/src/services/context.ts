import type { Db } from '../db';
import type { Providers } from '../providers';
import type { Repositories } from '../repositories';
import type { AppSettings } from '../settings';
import type { PhoneCodes } from './phone-codes';
import type { RateCounters } from './rate-limit';

/**
 * What a service needs of the app. The Fastify instance has all of it (routes pass `app`), but
 * services never see Fastify: a test or a job passes the same parts without a server.
 */
export interface ServiceContext {
  db: Db;
  repos: Repositories;
  settings: AppSettings;
  providers: Providers;
  rateCounters: RateCounters;
  phoneCodes: PhoneCodes;
}

/** Who asks: the signed-in user (null for a guest), the client's address, where failures are logged. */
export interface Caller {
  userId: number | null;
  ip: string;
  log: { error(object: object, message: string): void; warn(object: object, message: string): void };
}
