export { $location, locationChanged } from './model';
export type { AppLocation } from './model';
export { LocationSync } from './location-sync';
