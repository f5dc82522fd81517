import { DEFAULT_CITY } from '@store/domain';
import { createTestContext, resetRateCounters, signIn, type SignedInUser, type TestContext } from './helpers';
import { exchangeSettings } from './helpers/commerceml';

/**
 * Issue 24 item 11: every operation of the API's own OpenAPI document meets bad input — wrong types,
 * control characters, huge numbers and strings, deep nesting, unknown fields, broken UTF-8 — in its
 * body, query, path and headers. None may answer 5xx, and the API answers `/api/health` after each
 * operation's batch. The operations come from `/api/docs/json` (a new route is fuzzed the day it is
 * documented); the cases are a fixed table, so a run is repeatable and a failure names its request.
 */

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  default?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  $ref?: string;
}

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
}

interface OpenApi {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }>>;
  components?: { schemas?: Record<string, Schema> };
}

let ctx: TestContext;
let doc: OpenApi;
let operations: Operation[];
beforeAll(async () => {
  // 1C's exchange on (decision 0056), so its route meets the cases past its «off» answer.
  ctx = await createTestContext(undefined, { settings: { exchange: { ...exchangeSettings } as never } });
  doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as OpenApi;
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
    })),
  );
});
afterAll(async () => ctx?.close());

const resolve = (schema: Schema): Schema =>
  schema.$ref ? resolve(doc.components!.schemas![schema.$ref.replace('#/components/schemas/', '')]!) : schema;

/** Strings a field's pattern may want, tried in order; the first it matches is the sample. */
const PATTERN_CANDIDATES = ['79990000001', 'abcdef12', '0123456789abcdef0123456789abcdef', 'AB-12', 'a', '1'];

/**
 * Values a client would type in fields known by name, so that a sampled request gets past the
 * rules of the form (a valid INN, a four-digit code, the shopper's own phone) to the code behind.
 */
const NAMED_SAMPLES: [RegExp, (user: SignedInUser) => string][] = [
  [/^new.*phone/i, () => '79997000002'],
  [/phone/i, (user) => user.phone],
  [/email/i, () => 'fuzz@example.ru'],
  [/^inn$/i, () => '3801234567'],
  [/^kpp$/i, () => '380101001'],
  [/^(code|codePass|codeRecovery|code.*)$/, () => '1234'],
  [/password/i, () => 'Пароль-12345'],
];

/** The home city of SPEC §9 and its shop, where the seed has stock and prices. */
const NAMED_NUMBERS: Record<string, number> = {
  cityId: DEFAULT_CITY.id,
  selectedCity: DEFAULT_CITY.id,
  shopId: DEFAULT_CITY.shopId,
  stockId: DEFAULT_CITY.code,
};

/**
 * A plausible value of a schema: what a client would send, so that one bad field at a time gets
 * past the others to the code behind them. `full` fills optional fields too (the minimal request
 * leaves them out); the signed-in shopper's id stands for any user id.
 */
function sample(raw: Schema, name: string, user: SignedInUser, full = false, depth = 0): unknown {
  const schema = resolve(raw);
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined && schema.default !== null && schema.default !== '') return schema.default;
  if (schema.anyOf?.length) return sample(schema.anyOf[0]!, name, user, full, depth);
  switch (schema.type) {
    case 'integer':
    case 'number': {
      if (/^(userId|id)$/.test(name) && (schema.maximum ?? Infinity) >= user.id) return user.id;
      const named = NAMED_NUMBERS[name];
      if (named !== undefined && named <= (schema.maximum ?? Infinity)) return named;
      const min = schema.minimum === undefined ? 1 : schema.minimum + (schema.exclusiveMinimum ? 1 : 0);
      return Math.min(Math.max(min, 1), schema.maximum ?? Infinity);
    }
    case 'boolean':
      return true;
    case 'array':
      return depth > 4 || !schema.items
        ? []
        : Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => sample(schema.items!, name, user, full, depth + 1));
    case 'object': {
      if (depth > 4) return {};
      const wanted = Object.entries(schema.properties ?? {}).filter(([key]) => full || schema.required?.includes(key));
      return Object.fromEntries(wanted.map(([key, value]) => [key, sample(value, key, user, full, depth + 1)]));
    }
    default: {
      const named = NAMED_SAMPLES.find(([pattern]) => pattern.test(name));
      const candidates = [...(named ? [named[1](user)] : []), ...PATTERN_CANDIDATES];
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern, 'u');
        const fit = candidates.find((candidate) => pattern.test(candidate));
        if (fit) return fit;
      }
      if (named) return named[1](user);
      return 'тест'.padEnd(schema.minLength ?? 0, 'т').slice(0, schema.maxLength ?? Infinity);
    }
  }
}

/** Every field of a body, nested ones included (an array's first item stands for all of them). */
function fields(raw: Schema, at: (string | number)[] = [], depth = 0): { at: (string | number)[]; schema: Schema }[] {
  const schema = resolve(raw);
  const inner = schema.anyOf?.[0] ? resolve(schema.anyOf[0]) : schema;
  const own = at.length ? [{ at, schema: inner }] : [];
  if (depth > 3) return own;
  if (inner.type === 'object')
    return [...own, ...Object.entries(inner.properties ?? {}).flatMap(([key, value]) => fields(value, [...at, key], depth + 1))];
  if (inner.type === 'array' && inner.items) return [...own, ...fields(inner.items, [...at, 0], depth + 1)];
  return own;
}

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** What a case puts to the test; each is one test below, run over every operation. */
const KINDS = {
  types: 'wrong types',
  text: 'control characters, broken UTF-8 and hostile text',
  size: 'huge and boundary numbers and strings',
  nesting: 'deep nesting',
  unknown: 'unknown fields and parameters, bodies of the wrong kind',
  headers: 'bad credentials, cookies and headers',
} as const;
type Kind = keyof typeof KINDS;

/** One request of a batch; `label` says what is bad in it. */
interface Case {
  kind: Kind;
  label: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** The JSON types a field takes: `anyOf` branches included; none for a schema that says nothing. */
function typesOf(raw: Schema): Set<string> {
  const schema = resolve(raw);
  const types = new Set(schema.anyOf?.map((branch) => resolve(branch).type ?? '') ?? []);
  if (schema.type) types.add(schema.type);
  if (types.has('integer')) types.add('number');
  return types;
}

/**
 * Bad values for one body field, as JSON text (so that `1e400` and lone surrogates stay as sent):
 * values of every other type, then the hostile texts and lengths of a string field, the huge and
 * boundary numbers of a number field, and nesting for any.
 */
function badJsonValues(raw: Schema): [Kind, string, string][] {
  const schema = resolve(raw);
  const types = typesOf(schema);
  const values: [Kind, string, string][] = [
    ['types', 'null', 'null'],
    ['types', 'true', 'true'],
    ['types', 'an empty array', '[]'],
    ['types', 'an array of a number', '[1]'],
    ['types', 'an empty object', '{}'],
    ['types', 'an object with a field', '{"a":1}'],
    ['nesting', '32 nested arrays (the limit)', deepArray(32)],
    ['nesting', 'nesting past the limit', deepArray(40)],
    ['nesting', '10 000 nested arrays', deepArray(10_000)],
    ['nesting', '10 000 nested objects', deepObject(10_000)],
  ];
  if (!types.has('number')) values.push(['types', 'zero', '0'], ['types', 'a fraction', '1.5'], ['types', '2^31', '2147483648']);
  if (!types.has('string')) {
    values.push(['types', 'an empty string', '""'], ['types', 'a number in a string', '"1"'], ['types', 'NUL in a string', '"a\\u0000b"']);
  }
  if (types.has('number')) {
    values.push(
      ['types', 'NaN in a string', '"NaN"'],
      ['types', 'Infinity in a string', '"Infinity"'],
      ['types', 'hex in a string', '"0x10"'],
      ['types', 'a fraction', '1.5'],
      ['size', 'minus one', '-1'],
      ['size', 'minus zero', '-0'],
      ['size', '2^31 - 1', '2147483647'],
      ['size', '2^31', '2147483648'],
      ['size', '-2^31 - 1', '-2147483649'],
      ['size', '2^53 - 1', '9007199254740991'],
      ['size', '2^53 + 1', '9007199254740993'],
      ['size', '2^63', '9223372036854775808'],
      ['size', '1e21', '1e21'],
      ['size', '1e308', '1e308'],
      ['size', '1e400 (Infinity once parsed)', '1e400'],
      ['size', '-1e400', '-1e400'],
      ['size', '1e-400', '1e-400'],
      ['size', '20 digits in a string', '"12345678901234567890"'],
    );
    if (schema.maximum !== undefined)
      values.push(['size', 'the maximum', String(schema.maximum)], ['size', 'past the maximum', String(schema.maximum + 1)]);
    if (schema.minimum !== undefined)
      values.push(['size', 'the minimum', String(schema.minimum)], ['size', 'under the minimum', String(schema.minimum - 1)]);
  }
  if (types.has('string')) {
    values.push(
      ['types', 'zero', '0'],
      ['types', 'an empty string', '""'],
      ['text', 'NUL', '"a\\u0000b"'],
      ['text', 'SOH', '"\\u0001"'],
      ['text', 'ESC', '"\\u001b[31m"'],
      ['text', 'a line feed', '"a\\nb"'],
      ['text', 'DEL', '"\\u007f"'],
      ['text', 'C1 NEL', '"\\u0085"'],
      ['text', 'U+2028', '"\\u2028"'],
      ['text', 'a lone high surrogate', '"a\\ud800"'],
      ['text', 'a lone low surrogate', '"\\udc00b"'],
      ['text', 'a byte order mark', '"\\ufeff1"'],
      ['text', 'only spaces', '"   "'],
      ['text', 'SQL', JSON.stringify("' OR 1=1; --")],
      ['text', 'LIKE and escape characters', JSON.stringify('%_\\%')],
      ['text', 'markup', JSON.stringify('<script>alert(1)</script>')],
      ['text', 'a path', JSON.stringify('../../../../etc/passwd')],
      ['size', '20 digits', '"12345678901234567890"'],
      ['size', '100 000 characters', JSON.stringify('я'.repeat(100_000))],
    );
    if (schema.maxLength !== undefined) {
      values.push(
        ['size', 'Cyrillic at the length limit', JSON.stringify('я'.repeat(schema.maxLength))],
        ['size', 'emoji at the length limit', JSON.stringify('😀'.repeat(Math.floor(schema.maxLength / 2)))],
        ['size', 'one past the length limit', JSON.stringify('я'.repeat(schema.maxLength + 1))],
      );
    }
  }
  if (types.has('object')) values.push(['unknown', 'an unknown field inside', '{"unknownField":"x"}']);
  return values;
}

/** Bad values of a query or path parameter, percent-encoded as they travel. */
const BAD_URL_VALUES: [Kind, string, string][] = [
  ['types', 'empty', ''],
  ['types', 'a fraction', '1.5'],
  ['types', 'NaN', 'NaN'],
  ['types', 'Infinity', 'Infinity'],
  ['types', 'hex', '0x10'],
  ['types', 'true', 'true'],
  ['types', 'brackets', '%5B%5D'],
  ['types', 'spaces around', '%20%201%20'],
  ['text', 'NUL', '%00'],
  ['text', 'NUL inside', 'a%00b'],
  ['text', 'SOH', '%01'],
  ['text', 'DEL', '%7F'],
  ['text', 'C1 NEL', '%C2%85'],
  ['text', 'a broken UTF-8 byte', '%FF'],
  ['text', 'a broken UTF-8 sequence', '%C3%28'],
  ['text', 'an encoded surrogate', '%ED%A0%80'],
  ['text', 'a lone percent', '%'],
  ['text', 'a bad escape', '%zz'],
  ['text', 'SQL', encodeURIComponent("' OR 1=1; --")],
  ['text', 'LIKE characters', encodeURIComponent('%_\\')],
  ['text', 'a path', encodeURIComponent('../../../../etc/passwd')],
  ['text', 'a dot-dot segment', '..'],
  ['size', 'minus one', '-1'],
  ['size', 'zero', '0'],
  ['size', '2^31', '2147483648'],
  ['size', '2^53 + 1', '9007199254740993'],
  ['size', '1e400', '1e400'],
  ['size', '5 000 characters', encodeURIComponent('я'.repeat(5_000))],
];

const BAD_HEADERS: [string, string, string][] = [
  ['authorization', 'an empty bearer', 'Bearer '],
  ['authorization', 'a bearer of garbage', 'Bearer abc.def.ghi'],
  ['authorization', 'a bearer with a control character', 'Bearer a\u0001b'],
  ['authorization', 'a Basic header', 'Basic Zm9vOmJhcg=='],
  ['authorization', 'a 10 000-character bearer', `Bearer ${'a'.repeat(10_000)}`],
  ['cookie', 'a phoneCode cookie of NUL', 'phoneCode=%00'],
  ['cookie', 'a phoneCode cookie of a broken byte', 'phoneCode=%FF'],
  ['cookie', 'a refreshToken cookie of garbage', 'refreshToken=%C3%28; token=x'],
  ['cookie', 'a 5 000-character cookie', `refreshToken=${'a'.repeat(5_000)}`],
  ['cookie', 'a cookie with an unclosed quote', 'phoneCode="abc'],
  ['x-forwarded-for', 'X-Forwarded-For of garbage', 'not-an-address, %00'],
  ['accept', 'Accept of 5 000 characters', 'a'.repeat(5_000)],
];

const BAD_HEADER_VALUES: [string, string][] = [
  ['empty', ''],
  ['a control character', 'a\u0001b'],
  ['DEL', 'a\u007fb'],
  ['Latin-1 bytes', 'ÿþ'],
  ['10 000 characters', 'a'.repeat(10_000)],
];

/** Bodies that are bad as a whole, sent as raw bytes. */
function badRawBodies(valid: string): [Kind, string, string, string | Buffer][] {
  const json = 'application/json';
  const prefixed = (fields: string) => (valid === '{}' ? `{${fields}}` : valid.replace('{', `{${fields},`));
  return [
    [
      'text',
      'broken UTF-8 bytes in a string',
      json,
      Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), Buffer.from('"}')]),
    ],
    [
      'text',
      'an overlong NUL and an encoded surrogate',
      json,
      Buffer.concat([Buffer.from(prefixed('"x":"')), Buffer.from([0xc0, 0x80, 0xed, 0xa0, 0x80]), Buffer.from('"}')]),
    ],
    ['text', 'a UTF-8 byte order mark', json, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(valid)])],
    ['types', 'malformed JSON', json, '{"a":'],
    ['types', 'an empty body', json, ''],
    ['types', 'null', json, 'null'],
    ['types', 'an array', json, '[]'],
    ['types', 'a string', json, '"x"'],
    ['size', 'a number past the doubles', json, '1e400'],
    ['size', 'a body over the 1 MB limit', json, `{"a":"${'a'.repeat(1_100_000)}"}`],
    ['nesting', '10 000 nested arrays', json, deepArray(10_000)],
    ['nesting', '10 000 nested objects', json, deepObject(10_000)],
    ['unknown', 'a duplicate key', json, prefixed('"a":1,"a":2')],
    ['unknown', 'unknown fields', json, prefixed('"unknownField":"x","isAdmin":true')],
    ['unknown', '__proto__', json, prefixed('"__proto__":{"isAdmin":true}')],
    ['unknown', 'constructor.prototype', json, prefixed('"constructor":{"prototype":{"isAdmin":true}}')],
    ['unknown', 'the valid body as text/plain', 'text/plain', valid],
    ['unknown', 'a form', 'application/x-www-form-urlencoded', 'a=1&b=%00'],
    [
      'unknown',
      'a multipart body',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    ],
    ['unknown', 'a charset JSON cannot have', 'application/json; charset=latin1', valid],
  ];
}

/** The path with each `{param}` filled: `values` first, else the parameter's sample. */
function fillPath(op: Operation, user: SignedInUser, values: Record<string, string> = {}): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name in values) return values[name]!;
    const param = op.parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(String(sample(param?.schema ?? { type: 'string' }, name, user)));
  });
}

/** The query of the required parameters (sampled), with `override` replacing (or adding) raw `name=value` pairs. */
function query(op: Operation, user: SignedInUser, override: Record<string, string> = {}, extra = ''): string {
  const pairs = op.parameters
    .filter((p) => p.in === 'query' && p.required && !(p.name in override))
    .map((p) => `${p.name}=${encodeURIComponent(String(sample(p.schema, p.name, user)))}`);
  pairs.push(...Object.entries(override).map(([name, value]) => `${name}=${value}`));
  if (extra) pairs.push(extra);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

const SLOT = '"__fuzz_slot__"';

/**
 * The minimal body with the value at `at` replaced by raw JSON text; an optional object or array on
 * the way is taken from the full sample, so a nested field is reached with its siblings in place.
 */
function bodyWith(minimal: unknown, full: unknown, at: (string | number)[], rawValue: string): string {
  const copy = structuredClone(minimal) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  let fullNode = full as Record<string | number, unknown> | undefined;
  for (const key of at.slice(0, -1)) {
    fullNode = fullNode?.[key] as Record<string | number, unknown> | undefined;
    if (node[key] === null || typeof node[key] !== 'object') node[key] = structuredClone(fullNode);
    node = node[key] as Record<string | number, unknown>;
  }
  node[at[at.length - 1]!] = SLOT.slice(1, -1);
  return JSON.stringify(copy).replace(SLOT, rawValue);
}

/**
 * Every case of one operation: each parameter and body field bad in turn, then the body and headers
 * as a whole. A bad field sits in the sampled body `full` or not, whichever the API accepted.
 */
function casesOf(op: Operation, user: SignedInUser, full: boolean): Case[] {
  const auth = { authorization: `Bearer ${user.token}` };
  const fullBody = op.body ? sample(op.body, 'body', user, true) : undefined;
  const validBody = op.body ? sample(op.body, 'body', user, full) : undefined;
  const validText = validBody === undefined ? '{}' : JSON.stringify(validBody);
  const headers: Record<string, string> = op.body ? { ...auth, 'content-type': 'application/json' } : { ...auth };
  const url = (path: Record<string, string> = {}, override: Record<string, string> = {}, extra = '') =>
    fillPath(op, user, path) + query(op, user, override, extra);
  const request = (kind: Kind, label: string, changes: Partial<Case> = {}): Case => ({
    kind,
    label,
    url: url(),
    headers,
    payload: op.body ? validText : undefined,
    ...changes,
  });
  const cases: Case[] = [];

  for (const param of op.parameters) {
    const where = `${param.in} «${param.name}»`;
    for (const [kind, label, value] of BAD_URL_VALUES) {
      if (param.in === 'query') cases.push(request(kind, `${where}: ${label}`, { url: url({}, { [param.name]: value }) }));
      if (param.in === 'path') cases.push(request(kind, `${where}: ${label}`, { url: url({ [param.name]: value }) }));
    }
    if (param.in === 'query') {
      cases.push(request('types', `${where} twice`, { url: url({}, {}, `${param.name}=1`) }));
      cases.push(request('types', `${where} as an array and an object`, { url: url({}, {}, `${param.name}[]=1&${param.name}[a]=2`) }));
    }
    if (param.in === 'header')
      for (const [label, value] of BAD_HEADER_VALUES)
        cases.push(request('headers', `${where}: ${label}`, { headers: { ...headers, [param.name]: value } }));
  }
  for (const [kind, label, value] of BAD_URL_VALUES.filter(([k]) => k === 'text')) {
    cases.push(request('unknown', `an unknown query parameter (${kind}): ${label}`, { url: url({}, { unknownParam: value }) }));
  }
  cases.push(request('text', 'a broken UTF-8 byte after the path', { url: `${fillPath(op, user)}%FF${query(op, user)}` }));

  if (op.body) {
    for (const field of fields(op.body)) {
      for (const [kind, label, raw] of badJsonValues(field.schema)) {
        cases.push(request(kind, `body «${field.at.join('.')}»: ${label}`, { payload: bodyWith(validBody, fullBody, field.at, raw) }));
      }
    }
    for (const [kind, label, type, payload] of badRawBodies(validText)) {
      cases.push(request(kind, `body: ${label}`, { headers: { ...auth, 'content-type': type }, payload }));
    }
  } else {
    const withJson = { ...auth, 'content-type': 'application/json' };
    cases.push(request('unknown', 'a body where none is read', { headers: withJson, payload: '{"a":"\\u0000"}' }));
    cases.push(request('nesting', 'a deep body where none is read', { headers: withJson, payload: deepArray(10_000) }));
  }
  for (const [name, label, value] of BAD_HEADERS) cases.push(request('headers', label, { headers: { ...headers, [name]: value } }));
  return cases;
}

interface Failure {
  request: string;
  case: string;
  status: number;
  body: string;
}

/**
 * Sends the cases of one kind to one operation, as a fresh signed-in shopper with empty rate
 * windows (a limit reached by an earlier case would hide the code behind it), then asks `/api/health`.
 * The sampled request goes first, with only the required fields and with all of them: the bad
 * fields then sit in whichever of the two the API accepted (a form needs its optional fields, a
 * cart line is refused with a made-up serial number).
 */
async function fuzz(op: Operation, kind: Kind): Promise<{ sent: number; failures: Failure[] }> {
  await resetRateCounters(ctx);
  const user = await signIn(ctx, '79997000001');
  const failures: Failure[] = [];
  const send = async (c: Case) => {
    const res = await ctx.app.inject({ method: op.method as 'GET', url: c.url, headers: c.headers, payload: c.payload });
    if (res.statusCode >= 500) {
      failures.push({
        request: `${op.method} ${c.url.slice(0, 200)}`,
        case: c.label,
        status: res.statusCode,
        body: res.body.slice(0, 300),
      });
    }
    return res.statusCode;
  };
  const sampled = (full: boolean): Case => {
    const payload = op.body ? JSON.stringify(sample(op.body, 'body', user, full)) : undefined;
    return {
      kind,
      label: `the sampled request${full ? ' with every optional field' : ''}`,
      url: fillPath(op, user) + query(op, user),
      headers: { authorization: `Bearer ${user.token}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
      payload,
    };
  };
  const minimal = await send(sampled(false));
  const full = await send(sampled(true));
  const cases = casesOf(op, user, !(minimal < 300 && full >= 300)).filter((c) => c.kind === kind);
  for (const c of cases) await send(c);
  const health = await ctx.app.inject({ url: '/api/health' });
  if (health.statusCode !== 200) {
    failures.push({
      request: 'GET /api/health',
      case: `after ${op.method} ${op.path}`,
      status: health.statusCode,
      body: health.body.slice(0, 300),
    });
  }
  return { sent: cases.length + 2, failures };
}

describe('fuzz: every operation of /api/docs/json, no 5xx and a healthy API after each batch', () => {
  it('takes its operations from the document, every one of them', async () => {
    const served = ctx.app.routeList.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD');
    expect(operations.map((op) => `${op.method} ${op.path}`).sort()).toEqual(
      served.map((r) => `${String(r.method)} ${r.url.replace(/:(\w+)/g, '{$1}')}`).sort(),
    );
  });

  it.each(Object.entries(KINDS) as [Kind, string][])('%s: %s', async (kind) => {
    const failures: Failure[] = [];
    let sent = 0;
    for (const op of operations) {
      const batch = await fuzz(op, kind);
      sent += batch.sent;
      failures.push(...batch.failures);
    }
    expect(sent).toBeGreaterThan(operations.length * 5);
    expect(failures).toEqual([]);
  });
});
