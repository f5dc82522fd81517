import type { Db } from '../db';

export function paymentsRepository(_db: Db) {
  return {};
}
