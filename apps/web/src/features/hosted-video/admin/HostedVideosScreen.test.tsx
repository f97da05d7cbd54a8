import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HostedVideo } from '@scena/shared';
import { renderAdmin } from '../../../components/admin-kit/testUtils';
import { resetBrowser } from '../../../test/app-harness';
import HostedVideosScreen from './HostedVideosScreen';

const video = (over: Partial<HostedVideo>): HostedVideo => ({
  id: '7',
  uri: '/videos/7',
  name: 'Wesele',
  status: 'UPLOADED',
  upload_link: null,
  size: 1000,
  created_at: '2026-11-20T10:00:00.000Z',
  packaging: { state: 'hls', progress: 100, note: null },
  ...over,
});

const VIDEOS = [
  video({
    id: '8',
    uri: '/videos/8',
    name: 'Dziady',
    status: 'NOT_UPLOADED',
    upload_link: '/api/vimeo/tus/8',
    size: 5000,
    packaging: null,
  }),
  video({
    id: '7',
    packaging: { state: 'progressive', progress: null, note: 'hosted_video.packaging.no_ffmpeg' },
  }),
];

interface Sent {
  method: string;
  path: string;
  body: unknown;
}
const stubFetch = (answers: Record<string, { status?: number; body: unknown }>) => {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const found = answers[`${method} ${path}`] ?? {
        status: 404,
        body: { statusCode: 404, message: 'Nie znaleziono.' },
      };
      return new Response(JSON.stringify(found.body), {
        status: found.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
};

beforeEach(() => resetBrowser());
afterEach(() => {
  resetBrowser();
  vi.unstubAllGlobals();
});

describe('HostedVideosScreen (spec 2 §2.2, §2.3)', () => {
  it('shows not completed with the continue button, completed with the packaging state and its note', async () => {
    stubFetch({ 'GET /api/vimeo': { body: { videos: VIDEOS, total: 2 } } });
    await renderAdmin(<HostedVideosScreen />);
    expect(await screen.findByText('nieukończone')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kontynuuj przesyłanie' })).toBeInTheDocument();
    expect(screen.getByText('ukończone')).toBeInTheDocument();
    expect(screen.getByText('odtwarzanie progresywne')).toBeInTheDocument();
    expect(screen.getByText('Brak ffmpeg: odtwarzanie progresywne (bez HLS).')).toBeInTheDocument();
  });

  it('the continue drawer refuses a different file (size) and sends nothing', async () => {
    const sent = stubFetch({ 'GET /api/vimeo': { body: { videos: VIDEOS, total: 2 } } });
    await renderAdmin(<HostedVideosScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Kontynuuj przesyłanie' }));
    expect(await screen.findByText('Kontynuacja: Dziady')).toBeInTheDocument();
    const other = new File([new Uint8Array(10)], 'dziady.mp4', { type: 'video/mp4' });
    fireEvent.change(screen.getByLabelText('Plik wideo'), { target: { files: [other] } });
    await userEvent.click(screen.getByRole('button', { name: 'Wznów przesyłanie' }));
    expect(
      await screen.findByText(
        'To nie jest ten sam plik. Wybierz plik, którego przesyłanie zostało przerwane.',
      ),
    ).toBeInTheDocument();
    expect(sent.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('the new-upload drawer refuses a wrong extension before any call', async () => {
    const sent = stubFetch({ 'GET /api/vimeo': { body: { videos: [], total: 0 } } });
    await renderAdmin(<HostedVideosScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Prześlij wideo' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Nazwa' }), 'Wesele');
    fireEvent.change(screen.getByLabelText('Plik wideo'), {
      target: { files: [new File(['x'], 'wesele.exe')] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Złe rozszerzenie pliku.')).toBeInTheDocument();
    expect(sent.filter((call) => call.method !== 'GET')).toEqual([]);
  }, 20_000);

  it('subtitles: the server’s VTT message lands on the field; the list shows existing tracks', async () => {
    const sent = stubFetch({
      'GET /api/vimeo': { body: { videos: VIDEOS, total: 2 } },
      'GET /api/vimeo/7/subtitles': {
        body: {
          subtitles: { data: [{ id: '3', uri: '/videos/7/texttracks/3', name: 'English', language: 'en' }] },
        },
      },
      'POST /api/vimeo/7/subtitles': {
        status: 400,
        body: {
          statusCode: 400,
          message: 'Niepoprawne dane.',
          formError: {
            subtitleContent: 'Błędny czas napisu w linii 3 (oczekiwano np. 00:00:01.000 --> 00:00:02.000).',
          },
        },
      },
    });
    await renderAdmin(<HostedVideosScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Napisy: Wesele' }));
    expect(await screen.findByText('English')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nazwa', { selector: '.ant-modal input' }), 'Polski');
    fireEvent.change(screen.getByLabelText('Treść napisów (VTT)'), {
      target: { value: 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nx' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj napisy' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'POST')).toBe(true));
    expect(sent.find((call) => call.method === 'POST')!.body).toEqual({
      name: 'Polski',
      language: 'pl',
      subtitleContent: 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nx',
    });
    expect(
      await screen.findByText('Błędny czas napisu w linii 3 (oczekiwano np. 00:00:01.000 --> 00:00:02.000).'),
    ).toBeInTheDocument();
  });

  it('subtitles from a .srt file: converted to WebVTT, named after the file, and sent', async () => {
    const sent = stubFetch({
      'GET /api/vimeo': { body: { videos: VIDEOS, total: 2 } },
      'GET /api/vimeo/7/subtitles': { body: { subtitles: { data: [] } } },
      'POST /api/vimeo/7/subtitles': {
        body: { subtitle: { id: '4', uri: '/videos/7/texttracks/4', name: 'polski', language: 'pl' } },
      },
    });
    await renderAdmin(<HostedVideosScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Napisy: Wesele' }));
    const file = new File(['1\r\n00:00:01,000 --> 00:00:02,500\r\nDzień dobry\r\n'], 'polski.srt');
    await userEvent.upload(await screen.findByLabelText('Wczytaj z pliku (.vtt lub .srt)'), file);
    await waitFor(() =>
      expect(screen.getByLabelText('Treść napisów (VTT)')).toHaveValue(
        'WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nDzień dobry\n',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj napisy' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'POST')).toBe(true));
    expect(sent.find((call) => call.method === 'POST')!.body).toEqual({
      name: 'polski',
      language: 'pl',
      subtitleContent: 'WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nDzień dobry\n',
    });
  });

  it('refreshes the list while a video is being packaged, so the percent moves without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let calls = 0;
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          calls += 1;
          const packaging =
            calls === 1
              ? { state: 'packaging', progress: 40, note: null }
              : { state: 'hls', progress: 100, note: null };
          return Response.json({
            videos: [video({ packaging: packaging as HostedVideo['packaging'] })],
            total: 1,
          });
        }),
      );
      await renderAdmin(<HostedVideosScreen />);
      expect(await screen.findByText('przygotowanie 40%')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await screen.findByText('gotowe (HLS)')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
