import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from './db';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { authPlugin } from './plugins/auth';
import { databasePlugin } from './plugins/database';
import { providersPlugin, type ProviderOverrides } from './plugins/providers';
import { repositoriesPlugin } from './plugins/repositories';
import { securityHeadersPlugin } from './plugins/security-headers';
import { servicesPlugin } from './plugins/services';
import { settingsPlugin } from './plugins/settings';
import cookie from '@fastify/cookie';
import { authRoutes } from './routes/auth';
import { cartRoutes } from './routes/cart';
import { catalogueRoutes } from './routes/catalogue';
import { categoryRoutes } from './routes/category';
import { contactRoutes } from './routes/contact';
import { contentRoutes } from './routes/content';
import { courierCompanyRoutes } from './routes/courier-company';
import { deliveryRoutes } from './routes/deliveries';
import { devRoutes } from './routes/dev';
import { compareRoutes, favouriteRoutes } from './routes/collections';
import { fileRoutes } from './routes/file';
import { geoRoutes } from './routes/geo';
import { healthRoutes } from './routes/health';
import { imageRoutes } from './routes/images';
import { legacyUrlRoutes } from './routes/legacy-urls';
import { menuRoutes } from './routes/menu';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payment';
import { productRoutes } from './routes/product';
import { readyRoutes } from './routes/ready';
import { reviewRoutes } from './routes/reviews';
import { searchRoutes } from './routes/search';
import { settingsRoutes } from './routes/settings';
import { sitemapRoutes } from './routes/sitemap';
import { userRoutes } from './routes/user';
import { resolveSettings, type AppSettingsInput } from './settings';

// Validation messages in Russian, as the shopper reads them.
z.config(z.locales.ru());

declare module 'fastify' {
  interface FastifyInstance {
    routeList: readonly { method: string; url: string }[];
  }
}

export interface AppOptions {
  /** The app's database; `app.close()` closes it. */
  db: Db;
  imagesDir: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * Lifetimes, limits, switches and the clock (defaults suit development and tests) and the keys,
   * which have no default: the environment's or generated (secrets.ts), a test's own.
   */
  settings: AppSettingsInput;
  /** Replaces providers (SMS, captcha and its local checkbox, payment gateway, courier company), e.g. in tests. */
  providers?: ProviderOverrides;
  /** Proxies whose X-Forwarded-For names the client (per-IP limits); loopback by default. */
  trustProxy?: string;
}

/**
 * components.schemas by name: zod's registry lists them in the order their modules ran, which the
 * bundle's chunks and the route files' loading decide, and the document must not change with that.
 */
const componentsByName: typeof jsonSchemaTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input);
  const components = 'components' in document ? document.components : undefined;
  // The object is this call's own (the transform builds a new one each time).
  if (components?.schemas) components.schemas = Object.fromEntries(Object.entries(components.schemas).sort(([a], [b]) => (a < b ? -1 : 1)));
  return document;
};

/** The API: external plugins (validation, docs, errors), then repositories, then routes. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? '127.0.0.1,::1',
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: { info: { title: 'API магазина ТехноСибирь', version: '1.0.0' } },
    transform: jsonSchemaTransform,
    // Fills components.schemas for the $refs of recursive schemas (the category tree).
    transformObject: componentsByName,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Every route the app serves, for the check that OpenAPI documents them all.
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  app.decorate('routeList', routes);
  await app.register(cookie);
  // Named plugins (fastify-plugin): each declares what it needs, so a wrong order fails at start.
  await app.register(databasePlugin, { db: options.db });
  await app.register(settingsPlugin, { settings: resolveSettings(options.settings) });
  await app.register(securityHeadersPlugin);
  await app.register(repositoriesPlugin);
  await app.register(authPlugin);
  await app.register(providersPlugin, { overrides: options.providers });
  await app.register(servicesPlugin);
  await app.register(healthRoutes);
  await app.register(readyRoutes);
  await app.register(settingsRoutes);
  await app.register(categoryRoutes);
  await app.register(catalogueRoutes);
  await app.register(geoRoutes);
  await app.register(menuRoutes);
  await app.register(contentRoutes);
  await app.register(productRoutes);
  await app.register(searchRoutes);
  await app.register(fileRoutes, { imagesDir: options.imagesDir });
  await app.register(imageRoutes, { imagesDir: options.imagesDir });
  await app.register(legacyUrlRoutes);
  await app.register(sitemapRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(devRoutes);
  await app.register(cartRoutes);
  await app.register(favouriteRoutes);
  await app.register(compareRoutes);
  await app.register(reviewRoutes);
  await app.register(orderRoutes);
  await app.register(paymentRoutes);
  await app.register(courierCompanyRoutes);
  await app.register(deliveryRoutes);
  await app.register(contactRoutes);
  return app;
}
