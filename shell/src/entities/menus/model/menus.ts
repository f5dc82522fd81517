import type { Menu, MenuItem } from '@store/api-client';
import { SHELL_MENU_CODES, SHELL_MENUS } from '@store/domain';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { loadApiClient } from '../../../shared/api/client';
import { takeStartAnswer } from '../../../shared/lib/ssr';

const { top: TOP_MENU, headerBottom: HEADER_BOTTOM_MENU, bottom: BOTTOM_MENUS } = SHELL_MENUS;

/** The shell started: load every menu of the page shell in one call. */
export const started = createEvent();

// The server's answer for this page when it sent one (SPEC §7 GET /api/menu/code), else the API's.
export const fetchMenusFx = createEffect(
  async (): Promise<Menu[]> => takeStartAnswer('menus') ?? (await loadApiClient()).fetchMenus(SHELL_MENU_CODES),
);

const $menus = createStore<Menu[]>([]).on(fetchMenusFx.doneData, (_, menus) => menus);
const itemsOf = (menus: Menu[], code: string): MenuItem[] => menus.find((m) => m.code === code)?.items ?? [];

export const $topMenu = $menus.map((menus) => itemsOf(menus, TOP_MENU));
export const $headerBottomMenu = $menus.map((menus) => itemsOf(menus, HEADER_BOTTOM_MENU));
/** Footer columns in the order of BOTTOM_MENUS (About the company, For the buyer, Help). */
export const $bottomMenu = $menus.map((menus) => BOTTOM_MENUS.flatMap((code) => menus.filter((m) => m.code === code)));

sample({ clock: started, target: fetchMenusFx });

/** Every item of every menu: breadcrumbs resolve path segments against their titles. */
export const $menuItems = $menus.map((menus) => menus.flatMap((menu) => menu.items));
