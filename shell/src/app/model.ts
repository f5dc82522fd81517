import { createEvent, sample } from 'effector';
import { cityStarted } from '../features/city';
import { menusStarted } from '../entities/menus';
import { settingsStarted } from '../features/settings';
import { analyticsStarted } from '../features/analytics';
import { watchEarlyCartCountFx } from '../features/headless';
// Its model keeps utm_source of every landing address (no start event: it follows the location).
import '../features/utm';

/** The shell has mounted: restore the city, load the shell's menus and the store's settings, and put analytics off until idle. */
export const appStarted = createEvent();

sample({ clock: appStarted, target: [cityStarted, menusStarted, settingsStarted, analyticsStarted] });

/**
 * The first render is about to start: the count of «В корзину» tapped before and while it runs is
 * followed, for it to draw (decision 0052).
 */
export const firstRenderStarting = createEvent();

sample({ clock: firstRenderStarting, target: watchEarlyCartCountFx });
