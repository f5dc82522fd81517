import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRepositories, type Repositories } from '../repositories';

export type { Repositories } from '../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

/** The repositories over the app's database (plugin `database`). */
export const repositoriesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('repos', createRepositories(app.db));
  },
  { name: 'repositories', fastify: '5.x', dependencies: ['database'] },
);
