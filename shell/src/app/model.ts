import { createEvent, sample } from 'effector';
import { cityStarted } from '../features/city';
import { menusStarted } from '../features/menus';

/** The shell has mounted: restore the city and load the shell's menus. */
export const appStarted = createEvent();

sample({ clock: appStarted, target: [cityStarted, menusStarted] });
