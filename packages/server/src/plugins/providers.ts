import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createProviders, type ProviderOverrides, type Providers } from '../providers';

export type { ProviderOverrides, Providers } from '../providers';

declare module 'fastify' {
  interface FastifyInstance {
    providers: Providers;
  }
}

/** SMS, captcha (verifier and local checkbox), payment gateway, courier company; `overrides` replace any of them. */
export const providersPlugin = fp(
  async (app: FastifyInstance, options: { overrides?: ProviderOverrides | undefined }) => {
    app.decorate('providers', createProviders(app.settings, app.db, app.log, options.overrides));
    // The SMTP pool's sockets would keep the process alive after close.
    app.addHook('onClose', async () => app.providers.mail.close?.());
  },
  { name: 'providers', fastify: '5.x', dependencies: ['database', 'settings'] },
);
