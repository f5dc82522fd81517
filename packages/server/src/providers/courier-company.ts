import type { Db } from '../db';
import type { AppSettings } from '../settings';

/** The courier company that carries goods to other cities. */
export interface CourierCompany {
  readonly name: string;
}

// TODO(orders): the local tariff model and pickup points.
export function createCourierCompany(_settings: AppSettings, _db: Db): CourierCompany {
  return { name: 'local' };
}
