import { z } from 'zod';
import { errorSchema } from './common';

/** The most addresses one sitemap file may hold (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export const sitemapSchema = {
  summary: `Адреса страниц каталога для sitemap.xml: /store, категории, товары, уценённые экземпляры (до ${SITEMAP_MAX_URLS} на странице)`,
  tags: ['catalogue'],
  querystring: z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(SITEMAP_MAX_URLS).default(SITEMAP_MAX_URLS),
  }),
  response: {
    200: z.object({
      items: z.array(
        z.object({
          path: z.string().describe('Адрес страницы от корня сайта: /store/…'),
          lastmod: z.string().nullable().describe('ГГГГ-ММ-ДД: у товара — когда он появился; null — неизвестно'),
        }),
      ),
      total: z.number().describe('Сколько адресов всего'),
      page: z.number(),
      limit: z.number(),
      pages: z.number().describe('Сколько страниц по limit (файлов sitemap)'),
    }),
    400: errorSchema,
  },
};
