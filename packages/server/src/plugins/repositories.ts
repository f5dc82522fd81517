import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { authStateRepository } from '../repositories/auth-state';
import { cartRepository } from '../repositories/cart';
import { catalogRepository } from '../repositories/catalog';
import { contentRepository } from '../repositories/content';
import { favouritesRepository } from '../repositories/favourites';
import { geoRepository } from '../repositories/geo';
import { listingRepository } from '../repositories/listing';
import { menuRepository } from '../repositories/menus';
import { ordersRepository } from '../repositories/orders';
import { paymentsRepository } from '../repositories/payments';
import { productRepository } from '../repositories/products';
import { reviewsRepository } from '../repositories/reviews';
import { searchRepository } from '../repositories/search';
import { usersRepository } from '../repositories/users';

export interface Repositories {
  catalog: ReturnType<typeof catalogRepository>;
  content: ReturnType<typeof contentRepository>;
  geo: ReturnType<typeof geoRepository>;
  listing: ReturnType<typeof listingRepository>;
  menus: ReturnType<typeof menuRepository>;
  products: ReturnType<typeof productRepository>;
  search: ReturnType<typeof searchRepository>;
  authState: ReturnType<typeof authStateRepository>;
  cart: ReturnType<typeof cartRepository>;
  favourites: ReturnType<typeof favouritesRepository>;
  orders: ReturnType<typeof ordersRepository>;
  payments: ReturnType<typeof paymentsRepository>;
  reviews: ReturnType<typeof reviewsRepository>;
  users: ReturnType<typeof usersRepository>;
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
    authState: authStateRepository(db),
    cart: cartRepository(db),
    favourites: favouritesRepository(db),
    orders: ordersRepository(db),
    payments: paymentsRepository(db),
    reviews: reviewsRepository(db),
    users: usersRepository(db),
  });
}
