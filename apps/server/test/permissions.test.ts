import { afterAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { Role } from '@scena/shared';
import { auth, createUser, signIn } from './factories';
import { asUrlValues, createCatalogedApp, fillUrl, sampleOf, type CatalogRoute, type RequestPart } from './route-catalog';

/**
 * Function-level authorization for the whole route table (ASVS 8.2.1, 8.2.2): every route is
 * called with a request that passes validation (so the guard, not the schema, answers) as a
 * guest, another viewer, the owner (user-scoped routes) and an administrator.
 *
 * A route not on PUBLIC_ROUTES must answer a guest 401. A route added later without a guard
 * fails here; if it really is public, add it below with the reason.
 */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/health': 'load balancer probe',
  'POST /api/users': 'registration',
  'POST /api/verifications': 'e-mail verification link',
  'POST /api/verifications/new': 'resend verification',
  'POST /api/auth': 'sign-in',
  'POST /api/auth/admin': 'admin sign-in link',
  'POST /api/auth/logout': 'logout (also by token in body)',
  'POST /api/passwords': 'password reset request',
  'POST /api/passwords/verifyreset': 'reset link check',
  'PUT /api/passwords': 'new password from reset link',
  'GET /api/appconfig': 'public site settings',
  'GET /api/pages/:slug': 'static pages',
  'GET /api/videos': 'public catalogue',
  'GET /api/videos/:id': 'public catalogue',
  'GET /api/events': 'public catalogue',
  'GET /api/events/:id': 'public catalogue',
  'GET /api/categories': 'public catalogue',
  'GET /api/slides': 'home page slider',
  'GET /uploads/:name': 'stored images',
};
/** Partner sites read the catalogue without an account (spec: external_api). */
const isPublic = (route: CatalogRoute) =>
  route.key.replace(/\/$/, '') in PUBLIC_ROUTES || (route.method === 'GET' && route.url.startsWith('/external_api/'));

/** Hand-written valid requests for routes whose rules the generated sample cannot meet. */
const SAMPLE_OVERRIDES: Record<string, Partial<Record<RequestPart, unknown>>> = {
  // An event that is not all-day needs its hours (catalog.validate.invalid_hours).
  'POST /api/events': {
    body: { title: 'Wesele', event_price: 25, video_id: 1, date_from: '2030-06-10', date_to: '2030-06-10', time_from: '19:00', time_to: '21:00' },
  },
};

const userScoped = (route: CatalogRoute) => /^\/api\/users\/:id(\/|$)/.test(route.url) || route.paramNames.some((name) => /^user_?id$/i.test(name));

const { t, routes } = await createCatalogedApp();

type Caller = 'guest' | 'viewer' | 'owner' | 'admin';
const table: Record<string, Partial<Record<Caller, number>> & { guard: string }> = {};
afterAll(async () => {
  // PERMISSION_TABLE=1 prints the observed matrix (markdown) for reviews and the security notes.
  if (process.env.PERMISSION_TABLE === '1') {
    const lines = Object.entries(table).map(([key, row]) => `| ${key} | ${row.guard} | ${row.guest} | ${row.viewer ?? ''} | ${row.owner ?? ''} | ${row.admin ?? ''} |`);
    console.log(['| route | guard | guest | viewer | owner | admin |', '|---|---|---|---|---|---|', ...lines].join('\n'));
  }
  await t.close();
});

const validRequest = (route: CatalogRoute, targetUserId: number) => {
  const override = SAMPLE_OVERRIDES[route.key.replace(/\/$/, '')] ?? {};
  const values = Object.fromEntries(
    (['params', 'querystring', 'body'] as const).map((part) => [part, override[part] ?? (route.json[part] ? sampleOf(route.json[part]!) : undefined)]),
  ) as Record<RequestPart, unknown>;
  if (userScoped(route)) values.params = { ...(values.params as object), id: targetUserId };
  const problems = (['params', 'querystring', 'body'] as const).flatMap((part) => {
    const schema = route.zod[part];
    if (!schema || values[part] === undefined) return [];
    const input = part === 'body' ? values[part] : asUrlValues(values[part]);
    const result = schema.safeParse(input);
    return result.success ? [] : [`${part} ${JSON.stringify(values[part])}: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join(', ')}`];
  });
  return { values, problems };
};

const call = (route: CatalogRoute, values: Record<RequestPart, unknown>, headers: Record<string, string>) =>
  t.app.inject({
    method: route.method as 'GET',
    url: fillUrl(route.url, Object.fromEntries(Object.entries(asUrlValues(values.params)).map(([k, v]) => [k, encodeURIComponent(v)]))),
    query: asUrlValues(values.querystring),
    headers,
    ...(values.body !== undefined ? { payload: values.body as object } : {}),
  });

const expectErrorBody = (res: LightMyRequestResponse, status: number, context: string) => {
  expect(res.statusCode, `${context}: ${res.body}`).toBe(status);
  expect(res.json(), context).toEqual(expect.objectContaining({ statusCode: status, message: expect.any(String) }));
};

describe('permission matrix over every discovered route', () => {
  it('discovers the route table and every public-route entry still exists', () => {
    expect(routes.length).toBeGreaterThan(20);
    const keys = new Set(routes.map((route) => route.key.replace(/\/$/, '')));
    expect(Object.keys(PUBLIC_ROUTES).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('would catch a forgotten guard: the same call reaches a handler whose guard is stripped', async () => {
    const stripped = await createCatalogedApp({
      onRoute: (route) => {
        if (route.url === '/api/galleries' && route.method === 'GET') route.onRequest = undefined;
      },
    });
    try {
      const route = stripped.routes.find((candidate) => candidate.key === 'GET /api/galleries')!;
      expect(isPublic(route)).toBe(false);
      expect(route.guard).toBe('none');
      expect((await stripped.t.app.inject({ method: 'GET', url: route.url })).statusCode).toBe(200);
    } finally {
      await stripped.t.close();
    }
  });

  for (const route of routes) {
    it(`${route.key} (${isPublic(route) ? 'public' : route.guard === 'admin' ? 'admin' : 'guarded'})`, async () => {
      const target = await createUser(t.ctx);
      const viewer = await createUser(t.ctx);
      const admin = await createUser(t.ctx, { role: Role.ADMIN });
      const [viewerToken, adminToken, ownerToken] = [await signIn(t.ctx, viewer), await signIn(t.ctx, admin), await signIn(t.ctx, target)];
      const { values, problems } = validRequest(route, target.id);
      expect(problems, `add a valid request for "${route.key}" to SAMPLE_OVERRIDES`).toEqual([]);
      const row: (typeof table)[string] = { guard: route.guard };
      table[route.key] = row;

      const guest = await call(route, values, {});
      row.guest = guest.statusCode;
      expect(guest.statusCode, guest.body).toBeLessThan(500);
      if (isPublic(route)) return;
      expectErrorBody(guest, 401, `${route.key} as a guest`);

      const other = await call(route, values, auth(viewerToken));
      row.viewer = other.statusCode;
      expect(other.statusCode, other.body).toBeLessThan(500);
      if (route.guard === 'admin' || userScoped(route)) expectErrorBody(other, 403, `${route.key} as a viewer`);

      if (userScoped(route)) {
        const owner = await call(route, values, auth(ownerToken));
        row.owner = owner.statusCode;
        expect(owner.statusCode, owner.body).toBeLessThan(500);
        expect([401, 403], `${route.key} as the owner: ${owner.body}`).not.toContain(owner.statusCode);
      }

      const asAdmin = await call(route, values, auth(adminToken));
      row.admin = asAdmin.statusCode;
      expect(asAdmin.statusCode, asAdmin.body).toBeLessThan(500);
      expect([401, 403], `${route.key} as an admin: ${asAdmin.body}`).not.toContain(asAdmin.statusCode);
    });
  }

});
