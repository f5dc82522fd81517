export { RemoteSlot } from './remote-slot';
export { startComposition, parseComposition, REMOTE_NAMES } from './composition';
export type { Composition, RemoteName } from './composition';
