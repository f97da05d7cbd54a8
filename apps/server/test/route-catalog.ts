import type { RouteOptions } from 'fastify';
import type { Access } from '@scena/shared/http/endpoint';
import fc from 'fast-check';
import { z } from 'zod';
import { DEFAULT_TEST_PASSWORD } from './factories';
import { createTestApp, type TestApp } from './test-app';

/**
 * The app's route table, discovered through BuildAppOptions.onRoute, so the cross-cutting tests
 * (fuzz, permissions, headers, logging) cover every route a module adds later without edits here.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  default?: unknown;
};

export type RequestPart = 'params' | 'querystring' | 'body';

export interface CatalogRoute {
  method: string;
  url: string;
  /** "METHOD /url" as registered, e.g. "PUT /api/users/:id". */
  key: string;
  paramNames: string[];
  /** Who may call it, as the route declares (from its endpoint descriptor). */
  access: Access;
  /** Registered with `route(…, { cache: true })`: a shared public answer. */
  cached: boolean;
  /** Speaks another service's protocol (the payment sandbox): its error bodies are not ours. */
  foreignProtocol?: string;
  zod: Partial<Record<RequestPart, z.ZodType>>;
  json: Partial<Record<RequestPart, JsonSchema>>;
}

const toJsonSchema = (schema: unknown): JsonSchema =>
  schema instanceof z.ZodType
    ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
    : (schema as JsonSchema);

/** Builds a test app (createTestApp options) and returns it with its routes; HEAD twins are left out. */
export const createCatalogedApp = async (
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<{ t: TestApp; routes: CatalogRoute[] }> => {
  const seen: RouteOptions[] = [];
  const t = await createTestApp({
    ...options,
    onRoute: (route) => {
      options.onRoute?.(route);
      seen.push(route);
    },
  });
  const routes = seen.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD')
      .map((method): CatalogRoute => {
        const schema = (route.schema ?? {}) as Partial<Record<RequestPart, unknown>>;
        const parts = (['params', 'querystring', 'body'] as const).filter(
          (part) => schema[part] !== undefined,
        );
        return {
          method,
          url: route.url,
          key: `${method} ${route.url}`,
          paramNames: [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!),
          access: route.config!.access!,
          cached: route.config!.publicCache === true,
          foreignProtocol: route.config!.foreignProtocol,
          zod: Object.fromEntries(
            parts.filter((part) => schema[part] instanceof z.ZodType).map((part) => [part, schema[part]]),
          ),
          json: Object.fromEntries(parts.map((part) => [part, toJsonSchema(schema[part])])),
        };
      }),
  );
  return { t, routes };
};

/** Puts (already encoded) values into the route's :params. */
export const fillUrl = (url: string, values: Record<string, string>): string =>
  url
    .replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => values[name] ?? '1')
    .replace(/\*$/, values['*'] ?? '');

const firstType = (schema: JsonSchema): string | undefined =>
  [schema.type ?? []].flat().find((type) => type !== 'null');

/** Field-name hints: plausible values for fields whose rules a JSON schema cannot express. */
const HINTS: [RegExp, unknown][] = [
  [/email/, 'jan.fuzz@example.com'],
  [/password/, DEFAULT_TEST_PASSWORD],
  [/birthday/, '1990-05-17'],
  [/date/, '2030-06-10'],
  [/time_(from|to)$/, '19:00'],
  [/country_code/, 'PL'],
  [/language_code|^lang$/, 'en'],
  [/slug/, 'fuzz-slug'],
  [/price/, 25],
  [/token/, 'x'.repeat(43)],
  [/name|title/, 'Wesele'],
];

const matchingString = (schema: JsonSchema, seed: number): string | undefined => {
  if (!schema.pattern) return undefined;
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const matching = patternArbitrary(schema.pattern);
  return (
    matching &&
    fc
      .sample(matching, { seed, numRuns: 50 })
      .find((value) => value.length >= Math.max(min, 1) && value.length <= max)
  );
};

/** fast-check cannot generate every regex (lookaheads): then the other generators have to do. */
const patternArbitrary = (pattern: string): fc.Arbitrary<string> | undefined => {
  try {
    return fc.stringMatching(new RegExp(pattern, 'u'));
  } catch {
    return undefined;
  }
};

/** encodeURIComponent, also for lone surrogates (sent as U+FFFD, as a browser would). */
export const encodePart = (value: string): string =>
  encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );

/**
 * A minimal valid value for a JSON schema (required fields only), for calls that must get past
 * validation (permission checks). Callers confirm it with the route's zod schema.
 */
export const sampleOf = (schema: JsonSchema, name = ''): unknown => {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options)
    return sampleOf(options.find((option) => firstType(option) !== undefined) ?? options[0]!, name);
  const hint = HINTS.find(([pattern]) => pattern.test(name.toLowerCase()));
  switch (firstType(schema)) {
    case 'object': {
      const entries = (schema.required ?? []).map((key) => [
        key,
        sampleOf(schema.properties?.[key] ?? {}, key),
      ]);
      return Object.fromEntries(entries);
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}, name));
    case 'integer':
    case 'number':
      if (typeof hint?.[1] === 'number') return hint[1];
      return Math.max(1, schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'string': {
      if (typeof hint?.[1] === 'string') return hint[1];
      const min = Math.max(schema.minLength ?? 1, 1);
      return matchingString(schema, 1) ?? 'a'.repeat(min);
    }
    default:
      return typeof hint?.[1] === 'string' ? hint[1] : 'a';
  }
};

/** URL values are strings: numbers and booleans as text. */
export const asUrlValues = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((value ?? {}) as Record<string, unknown>).map(([key, inner]) => [key, String(inner)]),
  );

/** Strings that are valid by type but meaningful to a parser, a database or a browser. */
export const TRICKY_STRINGS = [
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'a\u0000b',
  '\u0000',
  '\uD800',
  '\r\nX-Injected: 1',
  '=HYPERLINK("http://evil.example")',
  '../../etc/passwd',
  'Zażółć gęślą jaźń 💥',
  '0000-00-00',
  '2030-02-30',
  '24:61',
  '-1',
  '1e309',
  '__proto__',
];

/**
 * Values that satisfy the schema's types and bounds but are otherwise random (dates that do not
 * exist, ids of nothing, injection strings): they get past validation into services and SQL.
 */
export const arbitraryOf = (schema: JsonSchema, name = ''): fc.Arbitrary<unknown> => {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => arbitraryOf(option, name)));
  if (Array.isArray(schema.type) && schema.type.length > 1) {
    return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type }, name)));
  }
  const hint = HINTS.find(([pattern]) => pattern.test(name.toLowerCase()))?.[1];
  switch (firstType(schema) ?? (schema.type === 'null' ? 'null' : undefined)) {
    case 'null':
      return fc.constant(null);
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, inner]) => [key, arbitraryOf(inner, key)]),
      );
      const required = (schema.required ?? []).filter((key) => key in properties);
      return fc.record(properties, { requiredKeys: required });
    }
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}, name), {
        minLength: schema.minItems ?? 0,
        maxLength: 3,
      });
    case 'integer': {
      const min = Math.max(
        schema.minimum ?? -(2 ** 31),
        schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -Infinity,
      );
      const max = Math.min(
        schema.maximum ?? 2 ** 31 - 1,
        schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : Infinity,
      );
      // Small ids hit rows the fixtures created; the bounds hit overflow paths.
      return fc.oneof(
        fc.integer({ min: Math.max(min, 1), max: Math.max(min, 5) }),
        fc.integer({ min, max }),
        fc.constantFrom(min, max),
      );
    }
    case 'number':
      return fc.oneof(
        fc.double({ noNaN: true, noDefaultInfinity: true, min: schema.minimum, max: schema.maximum }),
        fc.integer({ min: Math.ceil(schema.minimum ?? -1e6), max: Math.floor(schema.maximum ?? 1e6) }),
      );
    case 'boolean':
      return fc.boolean();
    case 'string': {
      const min = schema.minLength ?? 0;
      const max = Math.min(schema.maxLength ?? 80, 80);
      const fits = (value: string) => value.length >= min && value.length <= (schema.maxLength ?? Infinity);
      const choices: fc.Arbitrary<string>[] = [
        fc.string({ minLength: min, maxLength: Math.max(min, max), unit: 'grapheme' }),
      ];
      if (typeof hint === 'string' && fits(hint)) choices.push(fc.constant(hint));
      const tricky = TRICKY_STRINGS.filter(fits);
      if (tricky.length > 0) choices.push(fc.constantFrom(...tricky));
      const matching = schema.pattern ? patternArbitrary(schema.pattern) : undefined;
      if (matching) choices.push(matching.filter(fits));
      return fc.oneof(...choices);
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
};
