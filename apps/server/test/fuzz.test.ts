import { afterAll, beforeAll, describe, it } from 'vitest';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { messages, Role, type Language } from '@scena/shared';
import { pickLanguage } from '../src/plugins/request-context';
import { auth, createUser, signIn } from './factories';
import { createEvent, createVideo } from './catalog-fixtures';
import { payuForTests } from './order-factories';
import {
  TRICKY_STRINGS,
  arbitraryOf,
  createCatalogedApp,
  encodePart,
  fillUrl,
  type CatalogRoute,
  type JsonSchema,
} from './route-catalog';

/**
 * ASVS 2.2.1 / DESIGN §5: no input yields a 500. Every discovered route is called as a guest, a
 * viewer and an administrator with generated input: schema-shaped values with hostile contents,
 * wrong types, malformed JSON, wrong content types, garbage multipart, odd path params and
 * query strings. Every answer must be < 500, and a 4xx must carry the spec's error body with
 * catalogue text in the request's language (no raw Fastify or Node body gets through).
 * FUZZ_RUNS (default 20) sets the cases per route and caller; a failure prints the request and seed.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/** FUZZ_SEED replays a reported failure (fast-check prints the seed with the counterexample). */
const SEED = process.env.FUZZ_SEED !== undefined ? Number(process.env.FUZZ_SEED) : undefined;

const HOSTILE_STRINGS = [
  '',
  ' ',
  'abc',
  'A'.repeat(5000),
  '%00',
  '${7*7}',
  '{{7*7}}',
  'null',
  'NaN',
  'Infinity',
  '9007199254740993',
  '1.5',
  ' 1',
  '0x10',
  ...TRICKY_STRINGS,
];
/** `__raw:` values are written into the JSON text as they are (JSON.stringify cannot say 1e309). */
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 53 + 2,
  1e308,
  -1e308,
  '__raw:1e309',
  '__raw:-1e309',
  '__raw:1e-400',
  '__raw:-0',
  [],
  [1, 'a', null],
  {},
  { a: { b: { c: [{}] } } },
  ...HOSTILE_STRINGS,
];
const RAW_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  'undefined',
  '{"a":1e309}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '\u0000',
  '"text"',
  '123',
  'null',
  '[]',
  '{"a":"\\u0000"}',
  '\uFEFF{}',
  '{"a":1,"a":2}',
  "{'a':1}",
  '{"a":"\\ud800"}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":"${'x'.repeat(1_100_000)}"}`,
];
const HOSTILE_PATH = [
  ...[
    '-1',
    '0',
    '1e309',
    'abc',
    '../../etc/passwd',
    'A'.repeat(300),
    'Zażółć',
    '💥',
    "1' OR '1'='1",
    '<script>',
    '\u0000',
    '1.5',
    ' 1',
    '0x10',
    '2147483648',
    '99999999999999999999',
    'null',
    '__proto__',
  ].map(encodePart),
  '%zz',
  '%',
  '%ff',
  'a'.repeat(10_000),
  '..',
  '.',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%E0%A4%A',
];
const FILE_FIELDS = [
  'image',
  'image_link',
  'thumb_link',
  'bg_image',
  'bg_image_data',
  'file',
  'title',
  '__proto__',
];

type Body = { payload?: string | Buffer; contentType?: string };
const json = (value: unknown): Body => ({
  payload: JSON.stringify(value).replace(/"__raw:([^"]+)"/g, '$1'),
  contentType: 'application/json',
});
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const multipart = fc
  .record({
    field: fc.constantFrom(...FILE_FIELDS),
    bytes: fc.uint8Array({ maxLength: 256 }),
    filename: fc.constantFrom('a.png', '../../x.png', 'a.svg', '', 'x'.repeat(300), 'a"b.png'),
    type: fc.constantFrom('image/png', 'text/html', 'application/octet-stream', 'image/svg+xml'),
    fields: fc.dictionary(
      fc.constantFrom(...FILE_FIELDS, 'name', 'price'),
      fc.constantFrom(...HOSTILE_STRINGS.slice(0, 12)),
      { maxKeys: 3 },
    ),
    truncate: fc.boolean(),
  })
  .map(({ field, bytes, filename, type, fields, truncate }): Body => {
    const b = 'fuzzboundary';
    const parts = Object.entries(fields).map(
      ([name, value]) => `--${b}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const head = Buffer.from(
      `${parts.join('')}--${b}\r\ncontent-disposition: form-data; name="${field}"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n`,
    );
    const tail = Buffer.from(truncate ? '' : `\r\n--${b}--\r\n`);
    return {
      payload: Buffer.concat([head, Buffer.from(bytes), tail]),
      contentType: `multipart/form-data; boundary=${b}`,
    };
  });

const wrongType = fc
  .record({
    contentType: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/octet-stream',
      'application/xml',
      'application/json; charset=utf-16',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      '*/*',
      'garbage',
    ),
    payload: fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.constantFrom('a=1&b=%zz', '<x/>', '--x\r\ngarbage'),
    ),
  })
  .map((body): Body => body);

const bodyOf = (route: CatalogRoute): fc.Arbitrary<Body> => {
  const schema: JsonSchema = route.json.body ?? {
    type: 'object',
    properties: Object.fromEntries(FILE_FIELDS.map((name) => [name, {}])),
  };
  const valid = arbitraryOf(schema);
  const fields = Object.keys(
    schema.properties ?? schema.anyOf?.find((option) => option.properties)?.properties ?? { x: {} },
  );
  return fc.oneof(
    { weight: 3, arbitrary: valid.map(json) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...fields), fc.constantFrom(...HOSTILE_VALUES))
        .map(([value, field, hostile]) => json(isObject(value) ? { ...value, [field]: hostile } : hostile)),
    },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_VALUES).map(json) },
    { weight: 1, arbitrary: fc.jsonValue().map(json) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...RAW_JSON)
        .map((payload): Body => ({ payload, contentType: 'application/json' })),
    },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: multipart },
    { weight: 1, arbitrary: fc.constant<Body>({}) },
  );
};

/** A generated value as URL text; objects (some without a prototype, so String() throws) as JSON. */
const asText = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

const queryOf = (route: CatalogRoute): fc.Arbitrary<string> => {
  const keys = Object.keys(route.json.querystring?.properties ?? {});
  const encode = (entries: [string, unknown][]) =>
    entries.map(([k, v]) => `${encodePart(k)}=${encodePart(asText(v))}`).join('&');
  return fc.oneof(
    fc.constant(''),
    route.json.querystring
      ? arbitraryOf(route.json.querystring).map((value) => encode(Object.entries(value as object)))
      : fc.constant(''),
    fc
      .array(fc.tuple(fc.constantFrom(...keys, 'id', '__proto__'), fc.constantFrom(...HOSTILE_STRINGS)), {
        maxLength: 4,
      })
      .map(encode),
    fc.constantFrom(
      '%zz=1',
      'a[b]=1',
      '__proto__[x]=1',
      'constructor[prototype][x]=1',
      '&&&',
      `${keys[0] ?? 'id'}=1&${keys[0] ?? 'id'}=2`,
    ),
  );
};

const pathOf = (route: CatalogRoute): fc.Arbitrary<string> => {
  const props = route.json.params?.properties ?? {};
  const values = route.paramNames.map((name) =>
    fc.oneof(
      arbitraryOf(props[name] ?? { type: 'string' }, name).map((value) => encodePart(asText(value))),
      fc.constantFrom(...HOSTILE_PATH),
    ),
  );
  return fc
    .tuple(...values)
    .map((list) =>
      fillUrl(route.url, Object.fromEntries(route.paramNames.map((name, i) => [name, list[i]!]))),
    );
};

const headersOf = (token: string | null): fc.Arbitrary<Record<string, string>> =>
  fc
    .record(
      {
        'accept-language': fc.constantFrom('en', 'pl-PL,pl;q=0.9', 'xx', '*', ';;;', 'e'.repeat(300)),
        'x-lang': fc.constantFrom('en', 'pl', 'de', ''),
        cookie: fc.constantFrom('lang=en', 'lang=%zz', 'lang=' + 'x'.repeat(300), '=;=;'),
        'x-auth-token': token
          ? fc.constant(token)
          : fc.oneof(fc.string({ maxLength: 250 }), fc.constantFrom('null', 'undefined', 'x'.repeat(199))),
      },
      { requiredKeys: token ? ['x-auth-token'] : [] },
    )
    .map((headers) => headers as Record<string, string>);

/** Every catalogue text of a language as a pattern ({{max}} and other values match anything). */
const catalogue = (lang: Language): RegExp[] =>
  Object.values(messages[lang]).map(
    (text) =>
      new RegExp(
        `^${text
          .split(/\{\{\w+\}\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.+')}$`,
        's',
      ),
  );
const CATALOGUE = { pl: catalogue('pl'), en: catalogue('en') } as const;
const inCatalogue = (lang: Language, text: unknown) =>
  typeof text === 'string' && CATALOGUE[lang].some((pattern) => pattern.test(text));

// Purchases reach a real PayU protocol on loopback (the default sandbox provider would call PUBLIC_URL,
// where nothing listens, and a provider that cannot be reached is a legitimate 503).
const payu = await payuForTests();
const { t, routes } = await createCatalogedApp({
  env: { RATE_LIMIT_DISABLED: 'true' },
  payments: payu.payments,
});
afterAll(async () => {
  await t.close();
  await payu.emulator.close();
});

beforeAll(async () => {
  // Rows with small ids, so schema-shaped ids reach real records (updates, deletes, joins).
  for (let i = 0; i < 3; i += 1) await createUser(t.ctx);
  const admin = await signIn(t.ctx, await createUser(t.ctx, { role: Role.ADMIN }));
  for (let i = 0; i < 2; i += 1) await createEvent(t, admin, (await createVideo(t, admin)).id);
  for (const url of ['/api/categories', '/api/galleries'])
    await t.app.inject({ method: 'POST', url, headers: auth(admin), payload: { name: 'Fuzz' } });
});

const describeRequest = (request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}) =>
  `${request.method} ${request.url.slice(0, 300)} headers=${JSON.stringify(request.headers).slice(0, 300)} body=${String(request.payload ?? '').slice(0, 400)}`;

describe('fuzzing every discovered route', () => {
  for (const route of routes) {
    it(`${route.key}: never 5xx, 4xx always {statusCode, message}`, async () => {
      const viewer = await createUser(t.ctx);
      const admin = await createUser(t.ctx, { role: Role.ADMIN });
      const callers: [string, string | null][] = [
        ['guest', null],
        ['viewer', await signIn(t.ctx, viewer)],
        ['admin', await signIn(t.ctx, admin)],
      ];
      const withBody = route.method !== 'GET';
      for (const [caller, token] of callers) {
        const request = fc.record({
          path: pathOf(route),
          query: queryOf(route),
          headers: headersOf(token),
          body: withBody ? bodyOf(route) : fc.constant<Body>({}),
        });
        await fc.assert(
          fc.asyncProperty(request, async ({ path, query, headers, body }) => {
            const call = {
              method: route.method,
              url: query ? `${path}?${query}` : path,
              headers: {
                ...headers,
                ...(body.contentType !== undefined ? { 'content-type': body.contentType } : {}),
              },
              ...(body.payload !== undefined ? { payload: body.payload } : {}),
            };
            const res = await t.app.inject(call as InjectOptions);
            const what = `${caller}: ${describeRequest(call)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
            if (res.statusCode >= 500) throw new Error(`5xx for ${what}`);
            // A foreign protocol (the payment sandbox's PayU API) refuses in that protocol's shape.
            if (res.statusCode >= 400 && !route.foreignProtocol) {
              let parsed: unknown;
              try {
                parsed = res.json();
              } catch {
                throw new Error(`non-JSON error body for ${what}`);
              }
              const error = parsed as {
                statusCode?: unknown;
                message?: unknown;
                formError?: Record<string, unknown>;
              };
              if (
                error.statusCode !== res.statusCode ||
                typeof error.message !== 'string' ||
                error.message === ''
              ) {
                throw new Error(`error body is not {statusCode, message} for ${what}`);
              }
              // Ours, not Fastify's or Node's: the message (and every field message) is catalogue text
              // in the language the request asked for.
              const lang = pickLanguage({ headers: call.headers });
              for (const text of [error.message, ...Object.values(error.formError ?? {})]) {
                if (!inCatalogue(lang, text))
                  throw new Error(`"${String(text)}" is not ${lang} catalogue text for ${what}`);
              }
            }
          }),
          { numRuns: RUNS, endOnFailure: true, ...(SEED !== undefined ? { seed: SEED } : {}) },
        );
      }
    });
  }
});
