import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** The one database of the app; closed when the app closes (`app.close()`). */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: { db: Db }) => {
    app.decorate('db', options.db);
    app.addHook('onClose', async (instance) => {
      // A database that cannot close (gone, or a stand-in that refuses everything) does not stop the shutdown.
      await options.db.close().catch((error: unknown) => instance.log.warn({ err: error }, 'database close failed'));
    });
  },
  { name: 'database', fastify: '5.x' },
);
