import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appConfigResponse } from '@scena/shared/app-config.schema';
import { authEndpoints } from '@scena/shared/auth.endpoints';
import { catalogEndpoints } from '@scena/shared/catalog.endpoints';
import { contentEndpoints } from '@scena/shared/content.endpoints';
import { healthEndpoints } from '@scena/shared/health.endpoints';
import { shellEndpoints } from '@scena/shared/shell.endpoints';
import { usersEndpoints } from '@scena/shared/users.endpoints';
import { responseSerializerCompiler, serializableJsonSchema } from './response-serializer';

const compile = (schema: unknown) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/t', httpStatus: '200' } as never);
const isCompiled = (schema: unknown) => !('reason' in serializableJsonSchema(schema as never));

describe('compiled response serializer', () => {
  it('writes only the fields the schema names, at any depth', () => {
    const schema = z.object({
      id: z.number(),
      item: z.object({ title: z.string() }),
      list: z.array(z.object({ a: z.string() })),
    });
    expect(isCompiled(schema)).toBe(true);
    const text = compile(schema)({
      id: 1,
      video_link: 'secret',
      item: { title: 't', video_link: 'secret' },
      list: [{ a: 'x', video_link: 'secret' }],
    });
    expect(JSON.parse(text)).toEqual({ id: 1, item: { title: 't' }, list: [{ a: 'x' }] });
  });

  it('keeps null, leaves out undefined optionals and writes nullable literals, enums and literal unions', () => {
    const schema = z.object({
      a: z.string().nullable(),
      b: z.number().optional(),
      c: z.enum(['x', 'y']).nullable(),
      d: z.literal('k').nullable(),
      e: z.object({ f: z.string() }).nullable(),
      g: z.union([z.literal(0), z.literal(1)]),
      h: z.union([z.literal(-1), z.literal(1)]).nullable(),
    });
    const write = compile(schema);
    expect(JSON.parse(write({ a: null, c: null, d: null, e: null, g: 0, h: null }))).toEqual({
      a: null,
      c: null,
      d: null,
      e: null,
      g: 0,
      h: null,
    });
    expect(JSON.parse(write({ a: 's', b: 2, c: 'y', d: 'k', e: { f: 'g', extra: 1 }, g: 1, h: -1 }))).toEqual(
      { a: 's', b: 2, c: 'y', d: 'k', e: { f: 'g' }, g: 1, h: -1 },
    );
  });

  it('picks the app config branch as zod does: a guest never gets an admin-only field', () => {
    const write = compile(appConfigResponse);
    const [wholeSchema, publicSchema] = appConfigResponse._zod.def.options;
    const sample = (type: string) =>
      type === 'boolean' ? true : type === 'number' || type === 'int' ? 1 : 's';
    const full = z.parse(
      wholeSchema,
      Object.fromEntries(
        Object.entries(wholeSchema._zod.def.shape).map(([key, field]) => [
          key,
          key.endsWith('_iat') || key === 'notify_newcontent_date' ? null : sample(field._zod.def.type),
        ]),
      ),
    );
    // An administrator's whole config keeps every field.
    expect(JSON.parse(write(full))).toEqual(z.encode(appConfigResponse, full));
    expect(JSON.parse(write(full))).toHaveProperty('contact_email');
    // The public part, even with stray admin-only fields on the object (one missing), stays public.
    const { contact_email: _dropped, ...strayAdminFields } = full;
    const guest = { ...z.parse(publicSchema, full), ...strayAdminFields, video_link: 'secret' };
    const written = JSON.parse(write(guest));
    expect(written).toEqual(z.encode(appConfigResponse, guest));
    expect(written).not.toHaveProperty('max_diff_ip_views_per_user');
    expect(written).not.toHaveProperty('video_link');
  });

  it('keeps zod for a schema whose JSON text is not its output shape', () => {
    expect(
      serializableJsonSchema(z.object({ a: z.string().transform((value) => value.length) }) as never),
    ).toHaveProperty('reason');
    expect(serializableJsonSchema(z.object({ a: z.date() }) as never)).toHaveProperty('reason');
    expect(serializableJsonSchema(z.object({ a: z.string().default('x') }) as never)).toHaveProperty(
      'reason',
    );
    expect(serializableJsonSchema(z.looseObject({ a: z.string() }) as never)).toHaveProperty('reason');
    const codec = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    const write = compile(z.object({ at: codec }));
    expect(JSON.parse(write({ at: new Date('2026-01-02T03:04:05.000Z'), extra: 1 }))).toEqual({
      at: '2026-01-02T03:04:05.000Z',
    });
  });

  it("compiles every endpoint's answer; the ones kept on zod are named here", () => {
    const groups = [
      ...Object.values(catalogEndpoints),
      contentEndpoints,
      authEndpoints,
      shellEndpoints,
      healthEndpoints,
      usersEndpoints,
    ];
    const endpoints = groups
      .flatMap((group) =>
        Object.values(group as Record<string, { method?: string; path?: string; response: unknown }>),
      )
      .filter((endpoint) => endpoint.method && endpoint.path);
    expect(endpoints.length).toBeGreaterThan(50);
    const onZod = endpoints
      .map((endpoint) => ({
        route: `${endpoint.method} ${endpoint.path}`,
        result: serializableJsonSchema(endpoint.response as never),
      }))
      .filter(({ result }) => 'reason' in result)
      .map(({ route }) => route);
    expect(onZod).toEqual([]);
  });
});
