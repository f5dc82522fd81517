import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppSettings } from '../settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** Secrets, lifetimes, limits, switches and the clock (settings.ts). */
    settings: AppSettings;
  }
}

/** The app's settings, resolved once, for every plugin and route. */
export const settingsPlugin = fp(
  async (app: FastifyInstance, options: { settings: AppSettings }) => {
    app.decorate('settings', options.settings);
  },
  { name: 'settings', fastify: '5.x' },
);
