import type { Db } from '../db';

export function ordersRepository(_db: Db) {
  return {};
}
