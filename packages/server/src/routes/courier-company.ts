import type { FastifyInstance } from 'fastify';

export async function courierCompanyRoutes(_app: FastifyInstance) {}
