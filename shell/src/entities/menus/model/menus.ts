import { fetchMenus, type Menu, type MenuItem } from '@store/api-client';
import { createEffect, createEvent, createStore, sample } from 'effector';

export const TOP_MENU = 'top-menu-new';
export const HEADER_BOTTOM_MENU = 'header-bottom-menu';
export const BOTTOM_MENUS = ['bottom-menu-about', 'bottom-menu-buyer', 'bottom-menu-help'] as const;

/** The shell started: load every menu of the page shell in one call. */
export const started = createEvent();

export const fetchMenusFx = createEffect(() => fetchMenus([TOP_MENU, HEADER_BOTTOM_MENU, ...BOTTOM_MENUS]));

const $menus = createStore<Menu[]>([]).on(fetchMenusFx.doneData, (_, menus) => menus);
const itemsOf = (menus: Menu[], code: string): MenuItem[] => menus.find((m) => m.code === code)?.items ?? [];

export const $topMenu = $menus.map((menus) => itemsOf(menus, TOP_MENU));
export const $headerBottomMenu = $menus.map((menus) => itemsOf(menus, HEADER_BOTTOM_MENU));
/** Footer columns in the order of BOTTOM_MENUS (About the company, For the buyer, Help). */
export const $bottomMenu = $menus.map((menus) => BOTTOM_MENUS.flatMap((code) => menus.filter((m) => m.code === code)));

sample({ clock: started, target: fetchMenusFx });

/** Every item of every menu: breadcrumbs resolve path segments against their titles. */
export const $menuItems = $menus.map((menus) => menus.flatMap((menu) => menu.items));
