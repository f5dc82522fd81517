import type { Db } from '../db';

export function cartRepository(_db: Db) {
  return {};
}
