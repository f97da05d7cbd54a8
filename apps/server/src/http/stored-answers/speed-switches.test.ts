import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@scena/shared';
import { buildApp } from '../../app';
import { staticGeoIp } from '../../adapters/geoip';
import type { SpeedMechanism } from '../../config';
import { grantAccess } from '../../../test/access-factories';
import { createEvent, createVideo } from '../../../test/catalog-fixtures';
import { decodedBody } from '../../../test/decoded-body';
import { auth, createUser, signIn } from '../../../test/factories';
import { insertOrder } from '../../../test/order-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testConfig } from '../../../test/test-config';

/**
 * SPEED_OFF (the premiere bench's switches): each mechanism switched off falls back to the plain
 * design it replaced and answers what the mechanism answers: the same JSON, the same entity tag
 * where the answer is still stored, the headers a client acts on. The switched-off app shares the
 * database with the normal one, so both answer from the same data.
 */
let t: TestApp;
let viewer: string;
let guestOnly: string;
const apps = new Map<SpeedMechanism, FastifyInstance>();

const appWithout = async (mechanism: SpeedMechanism) => {
  const built = await buildApp({
    config: testConfig({ SPEED_OFF: mechanism }),
    database: t.database,
    geoip: staticGeoIp(),
    logger: false,
    serveWeb: false,
  });
  await built.app.ready();
  apps.set(mechanism, built.app);
  return built.app;
};

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.ctx, await createUser(t.ctx, { role: Role.ADMIN }));
  const video = await createVideo(t, admin, { title: 'Przełączniki', video_price: 10 });
  const events = [];
  for (let i = 0; i < 6; i += 1)
    events.push(await createEvent(t, admin, video.id, { title: `Wydarzenie ${i}`, available_tickets: 5 }));
  const holder = await createUser(t.ctx);
  viewer = await signIn(t.ctx, holder);
  guestOnly = await signIn(t.ctx, await createUser(t.ctx));
  // Cards of the viewer's own: a grant, a pending order (and so a live count that moved).
  await grantAccess(t.ctx, holder, { kind: 'event', id: events[0]!.id });
  await insertOrder(t.ctx, holder, { kind: 'event', id: events[1]!.id }, { status: 'PENDING' });
});
afterAll(async () => {
  for (const app of apps.values()) await app.close();
  await t.close();
});

const decoded = (res: LightMyRequestResponse): unknown => JSON.parse(decodedBody(res).toString());
const ask = (app: FastifyInstance, url: string, token: string | null, encoding: string) =>
  app.inject({ url, headers: { ...(token ? auth(token) : {}), 'accept-encoding': encoding } });

/** Vary's names (the per-request compressor adds its own `accept-encoding` to ours). */
const varyOf = (res: LightMyRequestResponse) =>
  new Set(
    String(res.headers.vary)
      .split(',')
      .map((name) => name.trim().toLowerCase()),
  );

const ENCODINGS = ['gzip, deflate, br', 'gzip', 'br', 'identity'];
const LISTS = ['/api/events', '/api/videos'];

/** The off app answers every list and coding as the normal one: JSON, ETag and the caching headers. */
const sameAnswers = async (off: FastifyInstance, token: string | null, { stored = true } = {}) => {
  for (const url of LISTS)
    for (const encoding of ENCODINGS)
      // Asked three times: the first makes what the memo keeps, the later ones may be served from it.
      for (let round = 0; round < 3; round += 1) {
        const [on, without] = [await ask(t.app, url, token, encoding), await ask(off, url, token, encoding)];
        const what = `${url} ${encoding} #${round}`;
        expect(without.statusCode, what).toBe(200);
        expect(decoded(without), what).toEqual(decoded(on));
        expect(without.headers['content-type'], what).toBe(on.headers['content-type']);
        if (!stored) continue;
        expect(without.headers.etag, what).toBe(on.headers.etag);
        expect(varyOf(without), what).toEqual(varyOf(on));
        expect(without.headers['cache-control'], what).toBe(on.headers['cache-control']);
        // Revalidation works the same way.
        const tag = String(on.headers.etag);
        const again = await off.inject({
          url,
          headers: { ...(token ? auth(token) : {}), 'if-none-match': tag },
        });
        expect(again.statusCode, what).toBe(304);
      }
};

describe('SPEED_OFF: each mechanism off answers as it does on', () => {
  it('versioned-memo: the card base and profile answers are made per request', async () => {
    const off = await appWithout('versioned-memo');
    await sameAnswers(off, viewer);
    await sameAnswers(off, guestOnly);
  });

  it('list-overlay: a signed-in viewer gets the whole list made per request, as an administrator does', async () => {
    const off = await appWithout('list-overlay');
    // Not stored: no ETag; the JSON and its type are the same.
    await sameAnswers(off, viewer, { stored: false });
    await sameAnswers(off, guestOnly, { stored: false });
    const res = await ask(off, '/api/events', viewer, 'identity');
    expect(res.headers.etag).toBeUndefined();
    // Guests still share stored answers.
    await sameAnswers(off, null);
  });
});
