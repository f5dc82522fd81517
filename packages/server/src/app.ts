import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from './db';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { registerRepositories } from './plugins/repositories';
import { catalogueRoutes } from './routes/catalogue';
import { categoryRoutes } from './routes/category';
import { contentRoutes } from './routes/content';
import { fileRoutes } from './routes/file';
import { geoRoutes } from './routes/geo';
import { healthRoutes } from './routes/health';
import { menuRoutes } from './routes/menu';
import { productRoutes } from './routes/product';
import { searchRoutes } from './routes/search';

// Validation messages in Russian, as the shopper reads them.
z.config(z.locales.ru());

export interface AppOptions {
  db: Db;
  imagesDir: string;
  logger?: FastifyServerOptions['logger'];
}

/** The API: external plugins (validation, docs, errors), then repositories, then routes. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024, frameworkErrors });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(swagger, {
    openapi: { info: { title: 'API магазина ТехноСибирь', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerRepositories(app, options.db);
  await app.register(healthRoutes);
  await app.register(categoryRoutes);
  await app.register(catalogueRoutes);
  await app.register(geoRoutes);
  await app.register(menuRoutes);
  await app.register(contentRoutes);
  await app.register(productRoutes);
  await app.register(searchRoutes);
  await app.register(fileRoutes, { imagesDir: options.imagesDir });
  return app;
}
