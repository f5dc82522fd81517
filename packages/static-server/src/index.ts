export { buildStaticServer } from './server';
export type { StaticServerOptions } from './server';
export { cacheControlFor } from './cache-policy';
