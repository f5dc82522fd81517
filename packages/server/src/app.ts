import autoload from '@fastify/autoload';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { REQUEST_ID_HEADER, requestIdOf } from '@store/domain';
import Fastify, { LogController, type FastifyInstance, type FastifySchema, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import { z } from 'zod';
import type { Db } from './db';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { authPlugin } from './plugins/auth';
import { databasePlugin } from './plugins/database';
import { inputLimitsPlugin } from './plugins/input-limits';
import { jobsPlugin } from './plugins/jobs';
import { metricsPlugin } from './plugins/metrics';
import { providersPlugin, type ProviderOverrides } from './plugins/providers';
import { repositoriesPlugin } from './plugins/repositories';
import { securityHeadersPlugin } from './plugins/security-headers';
import { servicesPlugin } from './plugins/services';
import { settingsPlugin } from './plugins/settings';
import cookie from '@fastify/cookie';
import { resolveSettings, type AppSettingsInput } from './settings';

// Validation messages in Russian, as the shopper reads them.
z.config(z.locales.ru());

declare module 'fastify' {
  interface FastifyInstance {
    routeList: readonly { method: string; url: string; schema: FastifySchema | undefined }[];
  }
}

export interface AppOptions {
  /** The app's database; `app.close()` closes it. */
  db: Db;
  imagesDir: string;
  /** The folder of route files: src/routes (the default, for the sources) or the bundle's dist/routes. */
  routesDir?: string;
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
  /** Runs the periodic jobs (plugins/jobs.ts) while the app is up: the server does, tests call the jobs themselves. */
  jobs?: boolean;
}

/**
 * src/routes, beside this file: the sources have it (jest runs them as CommonJS, hence `__dirname`
 * and no `import.meta`); the bundle has no such folder and passes its dist/routes.
 */
function sourceRoutesDir(): string {
  if (typeof __dirname !== 'string') throw new Error('buildApp: в сборке нет src/routes, нужен routesDir (dist/routes)');
  return join(__dirname, 'routes');
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
    // Log lines carry `requestId`, the shell's id for the same shopper's request when it sent one.
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
  });
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
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

  // Every route the app serves with its schema, for the checks that OpenAPI documents them all and that every input is typed.
  const routes: { method: string; url: string; schema: FastifySchema | undefined }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema });
  });
  app.decorate('routeList', routes);
  await app.register(cookie);
  await app.register(inputLimitsPlugin);
  // Named plugins (fastify-plugin): each declares what it needs, so a wrong order fails at start.
  await app.register(databasePlugin, { db: options.db });
  await app.register(settingsPlugin, { settings: resolveSettings(options.settings) });
  await app.register(securityHeadersPlugin);
  await app.register(repositoriesPlugin);
  await app.register(authPlugin);
  await app.register(providersPlugin, { overrides: options.providers });
  await app.register(servicesPlugin);
  await app.register(metricsPlugin);
  if (options.jobs) await app.register(jobsPlugin);
  // Every file of routes/ is one encapsulated plugin (its default export), registered after the
  // named plugins above and in file-name order; `imagesDir` reaches the file and image routes.
  await app.register(autoload, { dir: options.routesDir ?? sourceRoutesDir(), options: { imagesDir: options.imagesDir } });
  return app;
}
