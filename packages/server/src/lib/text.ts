import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';

/** The one text rule's message; a 400 names the field before it. */
export const CONTROL_CHARACTERS_MESSAGE = 'недопустимые управляющие символы';

// Control characters (C0, DEL, C1), halves of a surrogate pair and the bidirectional embeddings,
// overrides and isolates (U+202A–U+202E, U+2066–U+2069). Invisible to the shopper who "typed"
// them, they break terminals, CSV exports and the database (PostgreSQL refuses NUL in text, a lone
// surrogate has no UTF-8 form), and a bidi override prints a name backwards in 1C, in e-mails and on
// the orders desk's screen (U+202E before «вонави» shows «иванов»).
const CONTROLS = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;
// A multi-line text may hold tabs and line ends (LF, CR), nothing else of the above.
// eslint-disable-next-line no-control-regex
const CONTROLS_BUT_LINE_BREAKS = /[\p{Cs}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

/** True when a one-line text holds none of the characters the rule refuses. */
export const isCleanLine = (value: string): boolean => !CONTROLS.test(value);
/** True when a multi-line text holds none of them but tabs and line ends. */
export const isCleanMultiline = (value: string): boolean => !CONTROLS_BUT_LINE_BREAKS.test(value);

/** The 400 of a text read outside a schema (a cookie, the client's address), worded as the schemas' are. */
export const controlCharactersIn = (part: string, name: string): HttpError =>
  new HttpError(400, `Некорректный запрос: ${part} «${name}»: ${CONTROL_CHARACTERS_MESSAGE}`);

/**
 * A cookie the API reads, under the one text rule: a cookie is %-decoded, so `%00` arrives as NUL,
 * and it has no schema. Undefined when absent or empty.
 */
export function cookieText(request: FastifyRequest, name: string): string | undefined {
  const value = request.cookies[name];
  if (!value) return undefined;
  if (!isCleanLine(value)) throw controlCharactersIn('cookie', name);
  return value;
}
