import type { FastifyInstance } from 'fastify';

export async function imageRoutes(_app: FastifyInstance, _options: { imagesDir: string }) {}
