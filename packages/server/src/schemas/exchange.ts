import { z } from 'zod';
import { text } from './common';

/** The protocol's answer: plain text, its first line success, progress or failure (the sale query: an XML document). */
const answer = (description: string) => ({
  description,
  content: { 'text/plain': { schema: z.string().meta({ type: 'string' }) } },
});

const querystring = z.object({
  type: z.enum(['catalog', 'sale']).describe('catalog: товары, цены, остатки; sale: заказы'),
  mode: z
    .enum(['checkauth', 'init', 'file', 'import', 'deactivate', 'complete', 'query', 'success', 'info'])
    .describe(
      'Шаг обмена: checkauth, init, file (POST), import (повторяется до success), deactivate, complete; для sale: query, success, info',
    ),
  filename: text().max(1000).optional().describe('Имя файла в папке обмена (file, import), может содержать папки: import_files/9d/….jpg'),
  sessid: text().max(200).optional(),
  version: text().max(20).optional().describe('Версия схемы CommerceML, которую называет 1С'),
  timestamp: text().max(40).optional(),
});

const responses = {
  200: answer('Ответ протокола: success, progress или failure и строки после него; query — документ CommerceML с заказами'),
  400: answer('failure и причина: некорректный запрос'),
  401: answer('failure: неверный логин или пароль обмена, нет сеанса'),
  403: answer('failure: обмен выключен'),
  413: answer('failure: файл больше file_limit'),
  429: answer('failure: слишком много неудачных попыток входа'),
};

export const exchangeGetSchema = {
  summary: 'Обмен с 1С (CommerceML 2): checkauth, init, import, deactivate, complete, query, success, info',
  tags: ['exchange'],
  querystring,
  response: responses,
};

export const exchangePostSchema = {
  summary: 'Обмен с 1С (CommerceML 2): mode=file — байты файла в теле запроса (большой файл приходит частями, они дописываются)',
  tags: ['exchange'],
  querystring,
  response: responses,
};
