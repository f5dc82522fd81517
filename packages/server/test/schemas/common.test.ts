import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../../src/app';
import type { Db } from '../../src/db';
import { CONTROL_CHARACTERS_MESSAGE, isCleanLine, isCleanMultiline } from '../../src/lib/text';
import { text } from '../../src/schemas/common';
import { testSecrets } from '../helpers';

describe('the one text rule (issue 24 item 1)', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a bell', 'a\u0007'],
    ['an escape', '\u001b[31m'],
    ['a vertical tab', 'a\u000bb'],
    ['DEL', 'a\u007f'],
    ['a C1 control (NEL)', 'a\u0085'],
    ['a lone high surrogate', 'a\ud83d'],
    ['a lone low surrogate', '\ude00b'],
    ['a right-to-left override, which prints a name backwards', '\u202eвонави'],
    ['a left-to-right embedding', 'a\u202ab'],
    ['a pop directional formatting', 'a\u202cb'],
    ['a left-to-right override', 'a\u202db'],
    ['a right-to-left isolate', 'a\u2067b'],
    ['a first-strong isolate', 'a\u2068b'],
    ['a pop directional isolate', 'a\u2069b'],
  ])('refuses %s with «недопустимые управляющие символы», on one line and on several', (_what, value) => {
    for (const schema of [text(), text({ multiline: true })]) {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    }
  });

  it('a tab and line ends are refused on one line and kept, as typed, on several', () => {
    for (const value of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(text().safeParse(value).success).toBe(false);
      expect(text({ multiline: true }).parse(value)).toBe(value);
    }
  });

  it('every other text passes untouched: Cyrillic, emoji (a whole surrogate pair), quotes, markup', () => {
    // The marks U+200E and U+200F are not overrides: a right-to-left name may need them.
    for (const value of ['Иванов Иван', 'ёЁ «ёлка» — 5 ₽', 'подарок 🎁', `<b>"a" & 'b'</b>`, '\ufffd', '', 'שלום\u200e 5', 'a\u2060b']) {
      expect(text().parse(value)).toBe(value);
      expect(isCleanLine(value) && isCleanMultiline(value)).toBe(true);
    }
  });

  it('limits chained after it still apply, and the rule answers first', () => {
    const field = text().trim().max(5);
    expect(field.parse('  abc  ')).toBe('abc');
    expect(field.safeParse('abcdefgh').success).toBe(false);
    expect(field.safeParse('toolong\u0000').error?.issues.map((issue) => issue.message)).toEqual([CONTROL_CHARACTERS_MESSAGE]);
  });
});

/** Every route of the app with its schema; the database is never asked (only the routes' declarations are read). */
let app: FastifyInstance;
beforeAll(async () => {
  const refuse = async () => {
    throw new Error('no database in this test');
  };
  const db: Db = { kind: 'pglite', query: refuse, exec: refuse, transaction: refuse, close: async () => undefined };
  app = await buildApp({ db, imagesDir: '/nonexistent', settings: testSecrets() });
  await app.ready();
});
afterAll(async () => app?.close());

type Schema = z.core.$ZodType;
const def = (schema: Schema) => schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
const carriesTextRule = (schema: Schema) =>
  (def(schema).checks ?? []).some((check) => {
    const fn = (check._zod.def as { fn?: unknown }).fn;
    return fn === isCleanLine || fn === isCleanMultiline;
  });

/**
 * What is wrong with an input schema, by path: a string without the text rule (item 1), a value of
 * no exact type (`unknown`, `any`) or an object that lets unknown fields through (item 2).
 */
function problems(schema: Schema, path: string, part: string, seen = new Set<Schema>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const d = def(schema);
  const inner = (child: unknown, at = path) => problems(child as Schema, at, part, seen);
  switch (d.type) {
    case 'string':
      return carriesTextRule(schema) ? [] : [`${path}: строка без правила text()`];
    case 'unknown':
    case 'any':
    case 'custom':
      return [`${path}: ${d.type} — нет точного типа`];
    case 'object': {
      const shape = d.shape as Record<string, Schema>;
      const catchall = d.catchall as Schema | undefined;
      // A request carries many headers: only the ones a route reads are declared.
      const loose = catchall && def(catchall).type !== 'never' && part !== 'headers' ? [`${path}: объект пропускает неизвестные поля`] : [];
      return [...loose, ...Object.entries(shape).flatMap(([key, value]) => inner(value, `${path}.${key}`))];
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'catch':
    case 'readonly':
      return inner(d.innerType);
    case 'pipe':
      return [...inner(d.in), ...inner(d.out)];
    case 'array':
      return inner(d.element, `${path}[]`);
    case 'record':
      return [...inner(d.keyType, `${path}{key}`), ...inner(d.valueType, `${path}{}`)];
    case 'union':
      return (d.options as Schema[]).flatMap((option) => inner(option));
    case 'intersection':
      return [...inner(d.left), ...inner(d.right)];
    case 'tuple':
      return [...(d.items as Schema[]).flatMap((item) => inner(item)), ...(d.rest ? inner(d.rest) : [])];
    case 'lazy':
      return inner((d.getter as () => Schema)());
    default:
      // number (coerced from a query string or not), boolean, enum, literal, transform: nothing a text can hide in.
      return [];
  }
}

describe('every input of every route is typed exactly and carries the text rule (issue 24 items 1, 2)', () => {
  it('reads the routes', () => {
    expect(app.routeList.length).toBeGreaterThan(60);
  });

  it('no body, query, path parameter or header reaches a route as a string without the rule, or as a value of no exact type', () => {
    const found = app.routeList.flatMap(({ method, url, schema }) =>
      (['body', 'querystring', 'params', 'headers'] as const).flatMap((part) => {
        const input = schema?.[part] as Schema | undefined;
        return input && '_zod' in input ? problems(input, `${method} ${url} ${part}`, part) : [];
      }),
    );
    expect(found).toEqual([]);
  });

  it('the walk finds what it looks for (it would report a string without the rule, an unknown and a loose object)', () => {
    const bad = z.object({ a: z.string(), b: z.unknown(), c: z.looseObject({ d: text() }), e: z.array(text().optional()) });
    expect(problems(bad, 'x', 'body')).toEqual([
      'x.a: строка без правила text()',
      'x.b: unknown — нет точного типа',
      'x.c: объект пропускает неизвестные поля',
    ]);
  });
});
