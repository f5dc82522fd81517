import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local SMSC.ru for tests and production-mode journeys: its HTTP API as its documentation
 * describes it (https://smsc.ru/api/http/): `POST /sys/send.php` and `/sys/balance.php` with form
 * fields (or GET with the same query), `login` + `psw`, `fmt=3` for JSON. A send answers
 * `{ id, cnt }`; a refusal `{ error, error_code }` with HTTP 200, the message id added for codes
 * 3, 6, 7 and 8. Listens on 127.0.0.1 only; nothing leaves the machine.
 */

export interface SmscFakeOptions {
  login?: string;
  password?: string;
  /** What balance.php answers, in roubles. */
  balance?: number;
}

/** How the fake misbehaves until told otherwise (`failWith(null)`). */
export type SmscFailure =
  /** The gateway's own refusal of every request, with this error code (SMSC_ERRORS). */
  | { kind: 'refuse'; code: number; error?: string }
  /** An HTTP error page instead of an answer (a 5xx of the gateway or of a proxy before it). */
  | { kind: 'http'; status: number }
  /** The request is held and never answered (until `stop`). */
  | { kind: 'hang' }
  /** An answer outside the protocol (HTML, a JSON of another shape). */
  | { kind: 'malformed'; body: string };

/** A message the fake accepted, as the gateway would have sent it. */
export interface SmscSent {
  id: number;
  phones: string;
  mes: string;
  sender: string | null;
  charset: string | null;
  /** SMS parts billed: 70 Cyrillic (67 a part when split) or 160 Latin characters (153). */
  cnt: number;
}

export interface SmscFake {
  /** Base address for SMS_URL (`http://127.0.0.1:<port>`). */
  url: string;
  login: string;
  password: string;
  /** Accepted messages, oldest first. */
  sent: SmscSent[];
  /** Every request: its path and fields (the password included, as the gateway receives it). */
  requests: { method: string; path: string; fields: Record<string, string> }[];
  failWith(failure: SmscFailure | null): void;
  stop(): Promise<void>;
}

/** Descriptions of the error codes, as SMSC.ru's documentation words them. */
const ERROR_TEXT: Record<number, string> = {
  1: 'Ошибка в параметрах.',
  2: 'Неверный логин или пароль.',
  3: 'Недостаточно средств на счете Клиента.',
  4: 'IP-адрес временно заблокирован из-за частых ошибок в запросах.',
  5: 'Неверный формат даты.',
  6: 'Сообщение запрещено (по тексту или по имени отправителя).',
  7: 'Неверный формат номера телефона.',
  8: 'Сообщение на указанный номер не может быть доставлено.',
  9: 'Отправка более одного одинакового запроса на передачу SMS-сообщения либо более пяти одновременных запросов.',
};
const WITH_ID = new Set([3, 6, 7, 8]);

function partsOf(text: string): number {
  // Anything outside 7-bit ASCII is sent as UCS-2 (Cyrillic): 70 characters, 67 per part of a long one.
  const wide = [...text].some((char) => char.codePointAt(0)! > 0x7f);
  const [single, part] = wide ? [70, 67] : [160, 153];
  return text.length <= single ? 1 : Math.ceil(text.length / part);
}

async function fieldsOf(request: IncomingMessage, url: URL): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString('utf8');
  const fields = Object.fromEntries(url.searchParams);
  if (request.method === 'POST' && (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
    Object.assign(fields, Object.fromEntries(new URLSearchParams(body)));
  }
  return fields;
}

export async function startSmscFake(options: SmscFakeOptions = {}): Promise<SmscFake> {
  const login = options.login ?? 'store';
  const password = options.password ?? 'smsc-test-password';
  const sent: SmscSent[] = [];
  const requests: SmscFake['requests'] = [];
  let failure: SmscFailure | null = null;
  let nextId = 1;

  const json = (response: ServerResponse, body: unknown) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  };
  const refusal = (code: number, error = ERROR_TEXT[code] ?? 'Ошибка.') => ({
    error,
    error_code: code,
    ...(WITH_ID.has(code) ? { id: nextId++ } : {}),
  });

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const fields = await fieldsOf(request, url);
      requests.push({ method: request.method ?? 'GET', path: url.pathname, fields });
      if (url.pathname !== '/sys/send.php' && url.pathname !== '/sys/balance.php') {
        response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>404 Not Found</h1>');
        return;
      }
      if (failure?.kind === 'hang') return;
      if (failure?.kind === 'http') {
        response.writeHead(failure.status, { 'content-type': 'text/html' }).end(`<h1>${failure.status}</h1>`);
        return;
      }
      if (failure?.kind === 'malformed') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(failure.body);
        return;
      }
      // Only the JSON answers are spoken here: another fmt gets the text form of error 1.
      if (fields.fmt !== '3') {
        response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('ERROR = 1 (поддерживается только fmt=3)');
        return;
      }
      if (fields.login !== login || fields.psw !== password) return json(response, refusal(2));
      if (failure?.kind === 'refuse') return json(response, refusal(failure.code, failure.error));
      if (url.pathname === '/sys/balance.php') {
        return json(response, { balance: (options.balance ?? 100).toFixed(2), ...(fields.cur === '1' ? { currency: 'RUR' } : {}) });
      }
      const phones = fields.phones ?? '';
      const mes = fields.mes ?? '';
      if (!phones || !mes) return json(response, refusal(1));
      if (!/^\+?\d{10,15}$/.test(phones)) return json(response, refusal(7));
      const message: SmscSent = {
        id: nextId++,
        phones,
        mes,
        sender: fields.sender ?? null,
        charset: fields.charset ?? null,
        cnt: partsOf(mes),
      };
      sent.push(message);
      json(response, { id: message.id, cnt: message.cnt });
    })().catch(() => response.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    login,
    password,
    sent,
    requests,
    failWith(next) {
      failure = next;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
