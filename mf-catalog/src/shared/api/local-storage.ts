import { createEffect } from 'effector';

/** A JSON value kept in localStorage; null when absent, unreadable or outside a browser. */
export function readStored(key: string): unknown {
  if (typeof localStorage === 'undefined') return null;
  const text = localStorage.getItem(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Keeps a JSON value in localStorage; a full or forbidden storage only loses the copy. */
export function writeStored(key: string, value: unknown): void {
  if (typeof localStorage === 'undefined') return;
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private modes and full quotas refuse writes; the list still works for this page.
  }
}

export const readLocalFx = createEffect(readStored);
export const writeLocalFx = createEffect(({ key, value }: { key: string; value: unknown }) => writeStored(key, value));
