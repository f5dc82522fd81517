import type { Menu, MenuCategory, Region } from '@store/api-client';
import { SSR_IDS } from '@store/domain';

/**
 * The API's answers the shell's server read for this page (packages/ssr, `#ssr-start`): the shell's
 * start-up requests are answered from them, so a server-rendered page asks the API for nothing at
 * start and the layout is drawn once, with its menus, instead of being drawn again per answer.
 */
export interface StartAnswers {
  /** GET /api/geo-region/city-in-region (the store's regions). */
  regions: Region[];
  /** GET /api/menu/code for the shell's menus. */
  menus: Menu[];
  /** GET /api/settings, as the API sent it (the shell parses it at its boundary). */
  settings: unknown;
  /** GET /api/category/menu for the page's city. */
  categoryMenu: { cityId: number; categories: MenuCategory[] };
}

type Key = keyof StartAnswers;

let answers: Partial<StartAnswers> | undefined;

function read(doc: Document): Partial<StartAnswers> {
  const text = doc.getElementById(SSR_IDS.start)?.textContent;
  if (!text) return {};
  try {
    const data = JSON.parse(text) as Record<string, unknown>;
    const kept: Partial<StartAnswers> = {};
    if (Array.isArray(data.regions)) kept.regions = data.regions as Region[];
    if (Array.isArray(data.menus)) kept.menus = data.menus as Menu[];
    if (typeof data.settings === 'object' && data.settings !== null) kept.settings = data.settings;
    const tree = data.categoryMenu as StartAnswers['categoryMenu'] | undefined;
    if (tree && Number.isInteger(tree.cityId) && Array.isArray(tree.categories)) kept.categoryMenu = tree;
    return kept;
  } catch {
    // A malformed block is no answer: the shell asks the API as it would without one.
    return {};
  }
}

/** Whether the page came with any start-up answer (read once). */
export function hasStartAnswers(doc: Document = document): boolean {
  answers ??= read(doc);
  return Object.keys(answers).length > 0;
}

/**
 * The server's answer for one start-up request, given once: a later request of the same kind (a
 * retry, a new city) goes to the API.
 */
export function takeStartAnswer<K extends Key>(key: K, doc: Document = document): StartAnswers[K] | undefined {
  answers ??= read(doc);
  const answer = answers[key];
  delete answers[key];
  return answer;
}

/** Tests: forget what was read. */
export function resetStartAnswers(): void {
  answers = undefined;
}
