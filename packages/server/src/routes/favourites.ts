import type { FastifyInstance } from 'fastify';

export async function favouriteRoutes(_app: FastifyInstance) {}
