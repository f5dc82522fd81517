import { createEvent, sample } from 'effector';
import { compareStarted } from '../../features/compare';
import { favouritesStarted } from '../../features/favourites';

/** The shell started Collections on this page (after first paint): restore both lists and keep them in step with the session. */
export const started = createEvent();

sample({ clock: started, target: [favouritesStarted, compareStarted] });
