import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileSchema } from '../schemas/file';

const TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };

/** Product pictures by file name. The name is allow-listed by its schema: no path traversal. */
export default async function fileRoutes(app: FastifyInstance, options: { imagesDir: string }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/file/:name', { schema: fileSchema }, async (request, reply) => {
    const { name } = request.params;
    const path = join(options.imagesDir, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Файл не найден' });
    // The pictures are drawn once per category and never change under a name: cache for a year.
    return reply
      .header('content-type', TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream')
      .header('content-length', info.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(createReadStream(path));
  });
}
