import { createEvent, createStore, sample } from 'effector';
import { categoryMenuNeeded } from '../../../entities/category-menu';
import { locationChanged } from '../../../shared/lib/location';

/** The catalogue button was pressed (wide screens: it toggles the dropdown). */
export const toggled = createEvent();
/** Escape, a click outside, focus leaving the dropdown. */
export const closed = createEvent();

export const $open = createStore(false)
  .on(toggled, (open) => !open)
  .reset(closed, locationChanged);

sample({ clock: toggled, source: $open, filter: Boolean, target: categoryMenuNeeded });
