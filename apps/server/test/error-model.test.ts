import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { Role } from '@scena/shared';
import { auth, createUser, signIn } from './factories';
import { createTestApp } from './test-app';

/**
 * Answers Fastify or Node would otherwise give in their own English shape: every 4xx carries the
 * spec's body {statusCode, message} in the viewer's language (ARCHITECTURE.md, error model).
 */
const t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('errors before any route runs', () => {
  it("an undecodable path (/api/videos/%ff) is 400 in the model, in the viewer's language", async () => {
    const pl = await get('/api/videos/%ff');
    expect(pl.statusCode).toBe(400);
    expect(pl.json()).toEqual({ statusCode: 400, message: 'Niepoprawne żądanie.' });
    expect((await get('/api/videos/%ff', { 'accept-language': 'en-GB,en;q=0.9' })).json()).toEqual({
      statusCode: 400,
      message: 'Invalid request.',
    });
    expect((await get('/api/videos/%ff', { cookie: 'lang=en' })).json().message).toBe('Invalid request.');
  });

  it('a 10,000-character slug names nothing: 404 Nie znaleziono (not 414 or 403)', async () => {
    for (const url of [
      `/api/videos/${'a'.repeat(10_000)}`,
      `/api/events/${'a'.repeat(101)}`,
      `/api/pages/${'x'.repeat(5000)}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, message: 'Nie znaleziono.' });
    }
  });

  it("a URL over Node's header limit gets 431 with the model body (Node refuses it before Fastify)", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port, path: `/api/videos?q=${'a'.repeat(20_000)}` },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ statusCode: 431, message: 'Żądanie jest za duże.' });
  });
});

describe('bodies and path parameters', () => {
  it('a 5 MB JSON body says the request is too large (not "file")', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { email: 'x'.repeat(5_000_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ statusCode: 413, message: 'Żądanie jest za duże.' });
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'x-lang': 'en' },
      payload: { email: 'x'.repeat(5_000_000) },
    });
    expect(en.json().message).toBe('The request is too large.');
  });

  it('an id that does not parse is 404 Nie znaleziono on every :id route, without formError', async () => {
    // An admin passes the owner guard, so the path parameter's own rule answers.
    const token = await signIn(t.ctx, await createUser(t.ctx, { role: Role.ADMIN }));
    for (const url of [
      '/api/users/abc',
      '/api/users/0',
      '/api/users/1.5',
      '/api/users/99999999999',
      '/api/users/abc/accept-tos',
    ]) {
      const res = await get(url, auth(token));
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ statusCode: 404, message: 'Nie znaleziono.' });
    }
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/users/abc',
      headers: { ...auth(token), 'x-lang': 'en' },
      payload: {},
    });
    expect(put.json()).toEqual({ statusCode: 404, message: 'Not found.' });
  });

  it('a viewer gets 403 for an id that is not theirs, parseable or not (the guard answers before validation)', async () => {
    const token = await signIn(t.ctx, await createUser(t.ctx));
    for (const url of ['/api/users/abc', '/api/users/0', '/api/users/1.5']) {
      const res = await get(url, auth(token));
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual(
        expect.objectContaining({ statusCode: 403, message: expect.any(String) }),
      );
    }
  });
});
