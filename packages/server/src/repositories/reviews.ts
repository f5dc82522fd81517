import type { Db } from '../db';

export function reviewsRepository(_db: Db) {
  return {};
}
