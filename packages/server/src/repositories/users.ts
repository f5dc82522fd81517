import type { Db } from '../db';

export function usersRepository(_db: Db) {
  return {};
}
