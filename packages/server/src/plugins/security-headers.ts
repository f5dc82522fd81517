import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Headers every answer carries unless a route set its own (the payment page sets a stricter policy). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // Texts users typed (reviews, names) are never sniffed into HTML.
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** One onSend hook for the security headers of every answer. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        if (!reply.hasHeader(name)) void reply.header(name, value);
      }
      return payload;
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
