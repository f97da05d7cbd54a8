import { afterAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { Role } from '@scena/shared';
import { access as declare } from '@scena/shared/http/endpoint';
import { guardFor } from '../src/http/access';
import { accessViolations, type Caller } from './access-matrix';
import { describeAccess, expectCommittedAccessTable } from './access-table';
import { auth, createUser, signIn } from './factories';
import { insertOrder } from './order-factories';
import {
  asUrlValues,
  createCatalogedApp,
  fillUrl,
  sampleOf,
  type CatalogRoute,
  type RequestPart,
} from './route-catalog';
import type { TestApp } from './test-app';

/**
 * Function-level authorization for the whole route table (ASVS 8.2.1, 8.2.2). Every route declares
 * who may call it (its endpoint descriptor's `access`); here every route is called with a request
 * that passes validation (so the guard, not the schema, answers) as a guest, a viewer who is not
 * the owner, the owner and an administrator, and the answers are checked against the declaration.
 * A route guarded more weakly than it declares, or an owner route another user can reach, fails.
 */

/** Hand-written valid requests for routes whose rules the generated sample cannot meet. */
const SAMPLE_OVERRIDES: Record<string, Partial<Record<RequestPart, unknown>>> = {
  // An event that is not all-day needs its hours (catalog.validate.invalid_hours).
  'POST /api/events': {
    body: {
      title: 'Wesele',
      event_price: 25,
      video_id: 1,
      date_from: '2030-06-10',
      date_to: '2030-06-10',
      time_from: '19:00',
      time_to: '21:00',
    },
  },
  // A ban needs an end date in the future unless it is for ever (bans.validate.date_required).
  'POST /api/bans': { body: { user_id: 1, reason: 'Test', forever: true } },
  // A discount code needs its text, description, product, discount, limit and expiry (codes.validate.*).
  'POST /api/codes': {
    body: {
      code: 'MATRIX1',
      desc: 'Test',
      product_id: 'any',
      discount: '10%',
      limit: 1,
      expiration_date: '2030-01-01 10:00',
    },
  },
  'PUT /api/codes/:id': {
    body: {
      code: 'MATRIX2',
      desc: 'Test',
      product_id: 'any',
      discount: '10%',
      limit: 1,
      expiration_date: '2030-01-01 10:00',
    },
  },
  // Subtitles must be WebVTT (hosted_video.validate.vtt_*).
  'POST /api/vimeo/:id/subtitles': {
    body: {
      name: 'Polski',
      language: 'pl',
      subtitleContent: 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nDzień dobry\n',
    },
  },
  // A free grant names the user by e-mail (payments.error.user_not_found for an unknown one).
  'POST /api/payments/free/:eventId': { body: { userval: 'nikt@example.com', priceIncluded: false } },
  'POST /api/videopayments/free/:videoId': { body: { userval: 'nikt@example.com', priceIncluded: false } },
  // A refund's key is the panel's (REFUND_KEY_PATTERN).
  'POST /api/payments/:extOrderId/refunds': { body: { key: 'MATRIX0001' } },
  'POST /api/videopayments/:extOrderId/refunds': { body: { key: 'MATRIX0001' } },
  // A gift names its product ('event-{id}', 'video-{id}' or 'any').
  'POST /api/gifts': { body: { productSlug: 'any', consent: true } },
  'POST /api/gifts/:extOrderId/refunds': { body: { key: 'MATRIX0001' } },
  'POST /api/groupTickets/:extOrderId/refunds': { body: { key: 'MATRIX0001' } },
  // A group order names its item and quantity ('event-{id}-{quantity}').
  'POST /api/groupTickets': { body: { consent: true, invoice: null, productSlug: 'event-1-5' } },
  // The settings' max may not be below min (group_tickets.validate.invalid).
  'PUT /api/groupTickets/settings': {
    body: {
      event_available: true,
      video_available: true,
      one_free: false,
      min_units: 2,
      max_units: 10,
      discount: 0,
    },
  },
};

const validRequest = (route: CatalogRoute, ownerParam: string | null) => {
  const override = SAMPLE_OVERRIDES[route.key.replace(/\/$/, '')] ?? {};
  const values = Object.fromEntries(
    (['params', 'querystring', 'body'] as const).map((part) => [
      part,
      override[part] ?? (route.json[part] ? sampleOf(route.json[part]!) : undefined),
    ]),
  ) as Record<RequestPart, unknown>;
  if (route.access.kind === 'owner' && ownerParam !== null)
    values.params = { ...(values.params as object), [route.access.param]: ownerParam };
  const problems = (['params', 'querystring', 'body'] as const).flatMap((part) => {
    const schema = route.zod[part];
    if (!schema || values[part] === undefined) return [];
    const input = part === 'body' ? values[part] : asUrlValues(values[part]);
    const result = schema.safeParse(input);
    return result.success
      ? []
      : [
          `${part} ${JSON.stringify(values[part])}: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join(', ')}`,
        ];
  });
  return { values, problems };
};

const call = (
  t: TestApp,
  route: CatalogRoute,
  values: Record<RequestPart, unknown>,
  headers: Record<string, string>,
) =>
  t.app.inject({
    method: route.method as 'GET',
    url: fillUrl(
      route.url,
      Object.fromEntries(
        Object.entries(asUrlValues(values.params)).map(([k, v]) => [k, encodeURIComponent(v)]),
      ),
    ),
    query: asUrlValues(values.querystring),
    headers,
    ...(values.body !== undefined ? { payload: values.body as object } : {}),
  });

/**
 * How to make a resource owned by a given user for `access.ownerOf(lookup)` routes: returns the
 * path value naming it. Every lookup a route uses must have one here (the test fails otherwise).
 */
/** An order not registered at a provider yet: the buyer's cancel asks no provider (none listens here). */
const UNREGISTERED = { provider_order_id: null, status: 'NOT_STARTED' } as const;
const OWNED_RESOURCES: Record<string, (t: TestApp, ownerId: number) => Promise<string>> = {
  eventOrder: async (t, ownerId) =>
    (
      await insertOrder(
        t.ctx,
        { id: ownerId, email: 'owner@example.com' },
        { kind: 'event', id: null },
        UNREGISTERED,
      )
    ).ext_order_id,
  videoOrder: async (t, ownerId) =>
    (
      await insertOrder(
        t.ctx,
        { id: ownerId, email: 'owner@example.com' },
        { kind: 'video', id: null },
        UNREGISTERED,
      )
    ).ext_order_id,
  giftOrder: async (t, ownerId) =>
    (
      await insertOrder(
        t.ctx,
        { id: ownerId, email: 'owner@example.com' },
        { kind: 'video', id: null },
        { ...UNREGISTERED, product_type: 'gift' },
      )
    ).ext_order_id,
  groupTicketOrder: async (t, ownerId) =>
    (
      await insertOrder(
        t.ctx,
        { id: ownerId, email: 'owner@example.com' },
        { kind: 'video', id: null },
        { ...UNREGISTERED, product_type: 'group_ticket', quantity: 3 },
      )
    ).ext_order_id,
};

/** Calls one route as every caller and returns what each got (fresh users per route). */
const callAsEveryone = async (t: TestApp, route: CatalogRoute) => {
  const owner = await createUser(t.ctx);
  const viewer = await createUser(t.ctx);
  const admin = await createUser(t.ctx, { role: Role.ADMIN });
  const tokens = {
    viewer: await signIn(t.ctx, viewer),
    owner: await signIn(t.ctx, owner),
    admin: await signIn(t.ctx, admin),
  };
  let ownerParam: string | null = null;
  if (route.access.kind === 'owner') {
    const { lookup } = route.access;
    if (lookup) {
      const make = OWNED_RESOURCES[lookup];
      if (!make)
        throw new Error(`add a way to make a resource for the owner lookup "${lookup}" to OWNED_RESOURCES`);
      ownerParam = await make(t, owner.id);
    } else {
      ownerParam = String(owner.id);
    }
  }
  const { values, problems } = validRequest(route, ownerParam);
  if (problems.length > 0)
    throw new Error(`add a valid request for "${route.key}" to SAMPLE_OVERRIDES: ${problems.join('; ')}`);
  const answers: Partial<Record<Caller, LightMyRequestResponse>> = {
    guest: await call(t, route, values, {}),
  };
  answers.viewer = await call(t, route, values, auth(tokens.viewer));
  if (route.access.kind === 'owner') answers.owner = await call(t, route, values, auth(tokens.owner));
  answers.admin = await call(t, route, values, auth(tokens.admin));
  const statuses = Object.fromEntries(
    Object.entries(answers).map(([caller, res]) => [caller, res.statusCode]),
  ) as Partial<Record<Caller, number>>;
  return { answers, statuses };
};

const { t, routes } = await createCatalogedApp();
const table: Record<string, string> = {};
afterAll(async () => {
  // PERMISSION_TABLE=1 prints the observed matrix (markdown) for reviews and the security notes.
  if (process.env.PERMISSION_TABLE === '1') {
    console.log(
      [
        '| route | declared | guest | viewer | owner | admin |',
        '|---|---|---|---|---|---|',
        ...Object.values(table),
      ].join('\n'),
    );
  }
  await t.close();
});

describe('permission matrix: every route keeps its declared access', () => {
  it('discovers the route table', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.every((route) => route.access !== undefined)).toBe(true);
  });

  it('matches the committed access table (access-table.md)', () => expectCommittedAccessTable(routes));

  for (const route of routes) {
    it(`${route.key} (${describeAccess(route.access)})`, async () => {
      const { answers, statuses } = await callAsEveryone(t, route);
      table[route.key] =
        `| ${route.key} | ${describeAccess(route.access)} | ${statuses.guest} | ${statuses.viewer} | ${statuses.owner ?? ''} | ${statuses.admin} |`;
      expect(accessViolations(route.access, statuses), JSON.stringify(statuses)).toEqual([]);
      // Every refusal is the spec's error body (a foreign protocol, the payment sandbox's PayU API, refuses in its own).
      for (const res of route.foreignProtocol ? [] : Object.values(answers)) {
        if (res.statusCode === 401 || res.statusCode === 403)
          expect(res.json()).toEqual(
            expect.objectContaining({ statusCode: res.statusCode, message: expect.any(String) }),
          );
      }
    });
  }
});

describe('the matrix catches broken access (throwaway changes to the route table)', () => {
  /** Builds the app with one route's guard swapped for a weaker one and runs the matrix on it. */
  const withGuardSwapped = async (method: string, url: string, weaker: Parameters<typeof guardFor>[1]) => {
    let swapped = false;
    const broken = await createCatalogedApp({
      onRoute: (route) => {
        if (route.url === url && route.method === method) {
          // The declaration stays; only the guard that enforces it changes (a wiring mistake).
          route.onRequest = async function (request, reply) {
            await guardFor(this, weaker)?.call(this, request, reply);
          };
          swapped = true;
        }
      },
    });
    try {
      expect(swapped).toBe(true);
      const route = broken.routes.find((candidate) => candidate.key === `${method} ${url}`)!;
      const { statuses } = await callAsEveryone(broken.t, route);
      return accessViolations(route.access, statuses);
    } finally {
      await broken.t.close();
    }
  };

  it('an admin route guarded only by "signed in" fails: a viewer gets through', async () => {
    const problems = await withGuardSwapped('GET', '/api/galleries', declare.user);
    expect(problems.join('\n')).toMatch(/viewer got 200, the declaration \(admin\) says 403/);
  });

  it('an owner route guarded only by "signed in" fails: another user reaches it', async () => {
    const problems = await withGuardSwapped('GET', '/api/users/:id', declare.user);
    expect(problems.join('\n')).toMatch(/viewer got 200, the declaration \(owner\) says 403/);
  });

  it('a route without a declaration stops the app from starting', async () => {
    await expect(
      createCatalogedApp({
        onRoute: (route) => {
          if (route.url === '/api/galleries' && route.method === 'GET')
            route.config = { ...route.config, access: undefined };
        },
      }),
    ).rejects.toThrow(/routes without an access declaration: GET \/api\/galleries/);
  });
});

describe('authorisation comes before validation', () => {
  it("PUT /api/users/{someone else's id} with a partial body answers 403, not 400", async () => {
    const [owner, other] = [await createUser(t.ctx), await createUser(t.ctx)];
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${owner.id}`,
      headers: auth(await signIn(t.ctx, other)),
      payload: { firstname: '' },
    });
    expect(res.statusCode, res.body).toBe(403);
  });

  it('an admin route answers a guest 401 before looking at a malformed body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/categories', payload: { nonsense: true } });
    expect(res.statusCode, res.body).toBe(401);
  });
});
