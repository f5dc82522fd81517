/**
 * The starter's bundle entry (starter-build.cjs): it runs `startAfterPicture` on the page's window.
 * The page's values come in place of `__STARTER_ARGS__`, the one free name of the bundle, which
 * `scriptsAfterPicture` replaces with their JSON.
 */
import { startAfterPicture, type StarterArgs, type StarterWindow } from './start-after-picture';

declare const __STARTER_ARGS__: StarterArgs;

startAfterPicture(globalThis as unknown as StarterWindow, ...__STARTER_ARGS__);
