import type { Db } from '../db';

export function authStateRepository(_db: Db) {
  return {};
}
