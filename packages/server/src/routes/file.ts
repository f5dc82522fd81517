import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { HttpError } from '../http-error';
import { localPicture, pictureStore } from '../providers/pictures';
import { fileSchema } from '../schemas/file';

const TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };

/** Product pictures by file name. The name is allow-listed by its schema: no path traversal. */
export default async function fileRoutes(app: FastifyInstance, options: { imagesDir: string }) {
  const pictures = pictureStore(app.settings.pictures, options.imagesDir);
  app.withTypeProvider<ZodTypeProvider>().get('/api/file/:name', { schema: fileSchema }, async (request, reply) => {
    const { name } = request.params;
    // A picture 1C sent may live in object storage: a local copy is made once (decision 0057).
    await localPicture(pictures, options.imagesDir, name);
    const path = join(options.imagesDir, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) throw new HttpError(404, 'Файл не найден');
    // The pictures are drawn once per category and never change under a name: cache for a year.
    return reply
      .header('content-type', TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream')
      .header('content-length', info.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(createReadStream(path));
  });
}
