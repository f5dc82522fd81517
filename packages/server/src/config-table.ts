import { readFileSync, writeFileSync } from 'node:fs';
import { configTable } from './env-variables';

/** The README's block the variable table lives in (`pnpm --filter @store/server run config-table` writes it). */
export const TABLE_START = '<!-- config-table:start -->';
export const TABLE_END = '<!-- config-table:end -->';

/** The README's text with its table block made from the declarations. */
export function withConfigTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README: no ${TABLE_START} … ${TABLE_END} block`);
  return `${readme.slice(0, start + TABLE_START.length)}\n${configTable()}\n${readme.slice(end)}`;
}

/** Rewrites the block of the README at `path`; true when it changed. */
export function writeConfigTable(path: string): boolean {
  const readme = readFileSync(path, 'utf8');
  const next = withConfigTable(readme);
  if (next !== readme) writeFileSync(path, next);
  return next !== readme;
}
