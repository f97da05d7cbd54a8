import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithTokens, type TestApp } from '../../../test/test-app';
import { auth, type CallerTokens } from '../../../test/factories';
import { createEvent, createVideo, findMedia } from '../../../test/catalog-fixtures';

/** Classic XSS payloads; none may come back in a form a browser would execute. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle/></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt&colon;alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe src="//evil.example/"></iframe>',
  '<iframe src="http://player.vimeo.com/video/1"></iframe>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<embed src="data:text/html,<script>alert(1)</script>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div onmouseover="alert(1)">x</div>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<body onload=alert(1)>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>script>alert(1)<</script>/script>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<iframe src="https://player.vimeo.com/video/1" onload="alert(1)"></iframe>',
];

const EXECUTABLE = [
  /<script/i,
  /<svg/i,
  /<object/i,
  /<embed/i,
  /<style/i,
  /<form/i,
  /<base/i,
  /<meta/i,
  /<math/i,
  /<input/i,
  /<body/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /srcdoc/i,
  /<iframe(?![^>]*src="https:\/\/player\.vimeo\.com\/)/i,
];

const assertInert = (value: unknown, label: string) => {
  if (value === null || value === undefined) return;
  const text = String(value);
  for (const pattern of EXECUTABLE) expect(text, `${label}: ${text}`).not.toMatch(pattern);
};

describe('public answers and admin HTML', () => {
  let t: TestApp;
  let tokens: CallerTokens;
  beforeAll(async () => {
    ({ t, tokens } = await createTestAppWithTokens());
  });
  afterAll(() => t.close());

  it('never sends what is sold or unpublished events from /external_api, whatever token is sent', async () => {
    const video = await createVideo(t, tokens.admin, {
      title: 'Publiczne',
      accessibility_video: '7',
      autodesc_video: '8',
      teaser_link: '9',
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/translations/video',
      headers: auth(tokens.admin),
      payload: { video_id: video.id, language_code: 'en', video_link: '10' },
    });
    const event = await createEvent(t, tokens.admin, video.id, { vimeo_chat: '<p>czat</p>' });
    const draft = await createEvent(t, tokens.admin, video.id, { published: false });
    for (const headers of [{}, auth(tokens.other), auth(tokens.admin)]) {
      for (const url of [
        '/external_api/videos',
        '/external_api/events?date_from=2000-01-01',
        `/external_api/video/${video.slug}`,
        `/external_api/event/${event.id}`,
      ]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(findMedia(res.json()), url).toEqual([]);
      }
      const events = (
        await t.app.inject({ method: 'GET', url: '/external_api/events?date_from=2000-01-01', headers })
      ).json().events;
      expect(events.map((e: { id: number }) => e.id)).not.toContain(draft.id);
      expect(
        (await t.app.inject({ method: 'GET', url: `/external_api/event/${draft.id}`, headers })).statusCode,
      ).toBe(404);
    }
    const one = (await t.app.inject({ method: 'GET', url: `/external_api/video/${video.id}` })).json().video;
    expect(one.teaser_link).toBe('9');
  });

  it('stores every admin HTML field only in inert form (XSS corpus)', async () => {
    const video = await createVideo(t, tokens.admin, { title: 'XSS' });
    const event = await createEvent(t, tokens.admin, video.id);
    for (const [i, payload] of XSS_CORPUS.entries()) {
      const v = await t.app.inject({
        method: 'PUT',
        url: `/api/videos/${video.id}`,
        headers: auth(tokens.admin),
        payload: { description: `<p>Opis ${i}</p>${payload}`, additional_desc: payload },
      });
      expect(v.statusCode, payload).toBe(200);
      assertInert(v.json().video.description, `description ${payload}`);
      assertInert(v.json().video.additional_desc, `additional_desc ${payload}`);
      expect(v.json().video.description).toContain(`<p>Opis ${i}</p>`);

      const e = await t.app.inject({
        method: 'PUT',
        url: `/api/events/${event.id}`,
        headers: auth(tokens.admin),
        payload: { vimeo_chat: payload },
      });
      expect(e.statusCode, payload).toBe(200);
      assertInert(e.json().event.vimeo_chat, `vimeo_chat ${payload}`);

      const tr = await t.app.inject({
        method: 'POST',
        url: '/api/translations/video',
        headers: auth(tokens.admin),
        payload: {
          video_id: video.id,
          language_code: `x${String.fromCharCode(97 + (i % 26))}`.slice(0, 2),
          description: payload,
          additional_desc: payload,
        },
      });
      if (tr.statusCode === 200) {
        assertInert(tr.json().translation.description, `translation ${payload}`);
        assertInert(tr.json().translation.additional_desc, `translation ${payload}`);
        await t.app.inject({
          method: 'DELETE',
          url: `/api/translations/video/${tr.json().translation.id}`,
          headers: auth(tokens.admin),
        });
      } else {
        expect(tr.statusCode).toBe(400);
      }

      // Media fields take an iframe only; anything else that is not a link or id is refused.
      const media = await t.app.inject({
        method: 'PUT',
        url: `/api/videos/${video.id}`,
        headers: auth(tokens.admin),
        payload: { teaser_link: payload },
      });
      if (media.statusCode === 200) assertInert(media.json().video.teaser_link, `teaser_link ${payload}`);
      else expect(media.statusCode).toBe(400);
    }
    // What was stored reads back the same from the public side.
    const stored = (await t.app.inject({ method: 'GET', url: `/external_api/video/${video.id}` })).json()
      .video;
    assertInert(stored.description, 'public description');
    assertInert(stored.teaser_link, 'public teaser');
  });
});
