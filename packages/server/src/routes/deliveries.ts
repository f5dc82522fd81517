import type { FastifyInstance } from 'fastify';

export async function deliveryRoutes(_app: FastifyInstance) {}
