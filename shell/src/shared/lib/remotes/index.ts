export { preloadRemote, RemoteSlot } from './remote-slot';
export type { RemoteSlotProps } from './remote-slot';
export { loadExposed } from './load-exposed';
export { startComposition, parseComposition, REMOTE_NAMES } from './composition';
export type { Composition, RemoteName } from './composition';
