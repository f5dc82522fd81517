import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SETTINGS_MAX_AGE_S, settingsSchema } from '../schemas/settings';

/** What the shell reads at run time (and puts on the bus) instead of baking it into its build. */
export default async function settingsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/settings', { schema: settingsSchema }, async (_request, reply) => {
    // Public and the same for everyone: shared caches may keep it; a changed setting shows within a minute.
    void reply.header('cache-control', `public, max-age=${SETTINGS_MAX_AGE_S}`);
    const { supportPhone, supportHours, demoSite, developmentHost, metrikaCounterId, captcha } = app.settings;
    // The site key is public by design (the widget sends it from every page); the secret never leaves the API.
    const recaptchaSiteKey = captcha.provider === 'recaptcha' ? (captcha.recaptchaSiteKey ?? null) : null;
    return { supportPhone, supportHours, demo: demoSite, developmentHost, metrikaCounterId, recaptchaSiteKey };
  });
}
