import { it } from 'vitest';
import { Role } from '@scena/shared';
import { createTestApp } from './test-app';
import { auth, createUser, signIn } from './factories';
import { createEvent, createVideo } from './catalog-fixtures';

it('repro', async () => {
  const t = await createTestApp({ logger: true, env: { LOG_LEVEL: 'error', RATE_LIMIT_DISABLED: 'true' } });
  const admin = auth(await signIn(t.ctx, await createUser(t.ctx, { role: Role.ADMIN })));
  const v = await createVideo(t, admin['x-auth-token']);
  await createEvent(t, admin['x-auth-token'], v.id);
  const b = 'fuzzboundary';
  const mp = (field: string, filename: string, type: string, bytes: string, close = true) =>
    `--${b}\r\ncontent-disposition: form-data; name="${field}"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n${bytes}${close ? `\r\n--${b}--\r\n` : ''}`;
  const cases: [string, Record<string, unknown>][] = [
    ['overflow pages', { method: 'PUT', url: '/api/pages/7806073386064951', headers: admin, payload: { title: 'a', content: 'b', slug: 'c' } }],
    ['overflow videos q', { method: 'GET', url: '/api/videos?category_id=9007199254740991' }],
    ['nul slug', { method: 'GET', url: '/api/videos/%00' }],
    ['nul translation', { method: 'POST', url: '/api/translations/event', headers: admin, payload: { event_id: 1, language_code: 'en', title: 'a\u0000b' } }],
    ['mp no boundary slides', { method: 'POST', url: '/api/slides', headers: { ...admin, 'content-type': 'multipart/form-data' }, payload: 'abc' }],
    ['mp unknown field svg', { method: 'POST', url: '/api/videos/', headers: { ...admin, 'content-type': `multipart/form-data; boundary=${b}` }, payload: mp('bg_image_data', 'a"b.png', 'image/svg+xml', 'xx') }],
    ['mp truncated', { method: 'POST', url: '/api/videos/', headers: { ...admin, 'content-type': `multipart/form-data; boundary=${b}` }, payload: mp('image_link', 'a.png', 'image/png', 'xx', false) }],
    ['mp image garbage', { method: 'POST', url: '/api/videos/', headers: { ...admin, 'content-type': `multipart/form-data; boundary=${b}` }, payload: mp('image_link', 'a.png', 'image/png', 'xx') }],
    ['put video text', { method: 'PUT', url: `/api/videos/${v.id}`, headers: { ...admin, 'content-type': 'text/plain' }, payload: 'abc' }],
    ['put video octet', { method: 'PUT', url: `/api/videos/${v.id}`, headers: { ...admin, 'content-type': 'application/octet-stream' }, payload: 'abc' }],
    ['put video form', { method: 'PUT', url: `/api/videos/${v.id}`, headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1' }],
    ['put video mp boundary x', { method: 'PUT', url: `/api/videos/${v.id}`, headers: { ...admin, 'content-type': 'multipart/form-data; boundary=x' }, payload: 'abc' }],
    ['put slides mp', { method: 'PUT', url: '/api/slides/2147483647', headers: { ...admin, 'content-type': `multipart/form-data; boundary=${b}` }, payload: mp('title', '', 'text/plain', 'xx') }],
  ];
  for (const [name, c] of cases) {
    const res = await t.app.inject(c as never);
    console.log('CASE', name, res.statusCode, res.body.slice(0, 200));
  }
  await t.close();
});
