import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { catalogRepository } from '../repositories/catalog';
import { contentRepository } from '../repositories/content';
import { geoRepository } from '../repositories/geo';
import { listingRepository } from '../repositories/listing';
import { menuRepository } from '../repositories/menus';
import { productRepository } from '../repositories/products';
import { searchRepository } from '../repositories/search';

export interface Repositories {
  catalog: ReturnType<typeof catalogRepository>;
  content: ReturnType<typeof contentRepository>;
  geo: ReturnType<typeof geoRepository>;
  listing: ReturnType<typeof listingRepository>;
  menus: ReturnType<typeof menuRepository>;
  products: ReturnType<typeof productRepository>;
  search: ReturnType<typeof searchRepository>;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    repos: Repositories;
  }
}

/** Repositories over the one database of the app; routes use them, never SQL directly. */
export function registerRepositories(app: FastifyInstance, db: Db): void {
  app.decorate('db', db);
  app.decorate('repos', {
    catalog: catalogRepository(db),
    content: contentRepository(db),
    geo: geoRepository(db),
    listing: listingRepository(db),
    menus: menuRepository(db),
    products: productRepository(db),
    search: searchRepository(db),
  });
}
