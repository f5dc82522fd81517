import type { Db } from '../db';

export function favouritesRepository(_db: Db) {
  return {};
}
