import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { makeI18n } from '../../test/app-harness';
import { Player } from './Player';

const renderPlayer = async (value: string | null, onStart = vi.fn(), subtitles: string | null = null) => {
  const i18n = await makeI18n('pl');
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Player value={value} title="Wesele" subtitles={subtitles} onStart={onStart} />
    </I18nextProvider>,
  );
  return { ...view, onStart };
};

/** The playback call's answer (GET /api/vimeo/{id}/playback). */
const answerPlayback = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
afterEach(() => vi.unstubAllGlobals());

describe('Player', () => {
  it('plays a hosted id the list does not know (a Vimeo id) in a named 640x360 frame and reports one start', async () => {
    answerPlayback(404, { statusCode: 404, message: 'Nie znaleziono wideo.' });
    const { onStart, rerender } = await renderPlayer('76979871', vi.fn(), 'pl');
    const frame = await screen.findByTitle('Odtwarzacz: Wesele');
    expect(frame.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871?dnt=1&texttrack=pl');
    expect(frame.getAttribute('width')).toBe('640');
    expect(frame.getAttribute('height')).toBe('360');
    expect(onStart).toHaveBeenCalledTimes(1);
    rerender(
      <I18nextProvider i18n={await makeI18n('pl')}>
        <Player value="76979871" title="Wesele" subtitles={null} onStart={onStart} />
      </I18nextProvider>,
    );
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('sanitises iframe HTML: no script, no javascript: frame, the frame gets a name', async () => {
    const { container } = await renderPlayer(
      '<iframe src="https://player.vimeo.com/video/1"></iframe><script>window.hacked = 1</script><iframe src="javascript:alert(1)"></iframe><img src=x onerror="window.hacked=1">',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]!.getAttribute('src')).toBe('https://player.vimeo.com/video/1');
    expect(frames[0]!.getAttribute('title')).toBe('Odtwarzacz: Wesele');
  });

  it('shows the invalid value message and reports no start', async () => {
    const { onStart } = await renderPlayer('not a video');
    expect(screen.getByRole('alert').textContent).toContain('Niepoprawna wartość');
    expect(onStart).not.toHaveBeenCalled();
  });

  it('plays a self-hosted video in a video element with its subtitle tracks, the chosen language on', async () => {
    answerPlayback(200, {
      playback: {
        kind: 'mp4',
        url: '/media/videos/5/source?e=1&u=2&s=x',
        expires_at: '2030-01-01T00:00:00.000Z',
        tracks: [
          { language: 'pl', name: 'Polski', url: '/media/videos/5/subtitles/1.vtt?e=1&u=2&s=x' },
          { language: 'en', name: 'English', url: '/media/videos/5/subtitles/2.vtt?e=1&u=2&s=x' },
        ],
      },
    });
    const { container } = await renderPlayer('5', vi.fn(), 'pl');
    const video = await waitFor(() => {
      const element = container.querySelector('video');
      if (!element) throw new Error('no video yet');
      return element;
    });
    await waitFor(() => expect(video.getAttribute('src')).toBe('/media/videos/5/source?e=1&u=2&s=x'));
    // With STORAGE=s3 the file and the subtitles redirect to the bucket: fetched with CORS, no cookies.
    expect(video.getAttribute('crossorigin')).toBe('anonymous');
    const tracks = [...container.querySelectorAll('track')];
    expect(
      tracks.map((track) => [
        track.getAttribute('srclang'),
        track.getAttribute('label'),
        track.hasAttribute('default'),
      ]),
    ).toEqual([
      ['pl', 'Polski', true],
      ['en', 'English', false],
    ]);
  });

  it('says so when the viewer has no access to a hosted video', async () => {
    answerPlayback(403, { statusCode: 403, message: 'Nie masz dostępu do tego wideo.' });
    await renderPlayer('5');
    expect((await screen.findByRole('alert')).textContent).toBe('Nie masz dostępu do tego wideo.');
  });
});
