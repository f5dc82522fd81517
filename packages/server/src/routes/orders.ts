import type { FastifyInstance } from 'fastify';

export async function orderRoutes(_app: FastifyInstance) {}
