import { AppError, type Playback } from '@scena/shared';
import type { FinalizeResult, ProviderTrack, VideoHost } from '../types';

/**
 * The Vimeo provider (VIDEO_HOST=vimeo), API v3.4: uploads with the
 * tus approach (the browser sends the bytes straight to Vimeo's upload_link), hidden from
 * vimeo.com and embeddable only on the app's domain; finalize checks upload.status; subtitles are
 * Vimeo text tracks (create, PUT the VTT to the link, activate). Tested against a loopback emulator.
 */
export interface VimeoSettings {
  apiUrl: string;
  token: string;
  /** The domain embeds are allowed on (privacy.embed=whitelist). */
  embedDomain: string;
  /** Per request; a stalled API must not hold an admin's request forever. */
  timeoutMs?: number;
}

interface VimeoVideo {
  uri: string;
  upload?: { status?: string; upload_link?: string };
  transcode?: { status?: string };
}
interface VimeoTrack {
  uri: string;
  name: string;
  language: string;
  link?: string;
}

const idOf = (uri: string) => uri.split('/').pop() ?? '';
const failed = () => new AppError('UNAVAILABLE', 'hosted_video.provider_failed');

export const createVimeoVideoHost = (settings: VimeoSettings): VideoHost => {
  const base = settings.apiUrl.replace(/\/$/, '');

  /** One API call: JSON in and out; null for 404; network faults and 5xx become "the service does not answer". */
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T | null> => {
    let response: Response;
    try {
      response = await fetch(path.startsWith('http') ? path : `${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${settings.token}`,
          accept: 'application/vnd.vimeo.*+json;version=3.4',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
      });
    } catch {
      throw failed();
    }
    if (response.status === 404) return null;
    if (!response.ok) throw failed();
    const text = await response.text();
    return (text ? JSON.parse(text) : {}) as T;
  };

  const toTrack = (track: VimeoTrack): ProviderTrack => ({
    id: idOf(track.uri),
    uri: track.uri,
    name: track.name,
    language: track.language,
  });

  return {
    kind: 'vimeo',

    async createUpload({ name, size }) {
      const video = await api<VimeoVideo>('POST', '/me/videos?fields=uri,name,upload,status', {
        name,
        upload: { approach: 'tus', size },
        privacy: { view: 'disable', embed: 'whitelist' },
      });
      if (!video?.uri || !video.upload?.upload_link) throw failed();
      await api('PUT', `${video.uri}/privacy/domains/${encodeURIComponent(settings.embedDomain)}`);
      return { providerId: idOf(video.uri), uri: video.uri, uploadLink: video.upload.upload_link };
    },

    async finalize(providerId): Promise<FinalizeResult> {
      // tus has no finalize call at Vimeo: the upload is done when Vimeo says so.
      const video = await api<VimeoVideo>(
        'GET',
        `/videos/${providerId}?fields=upload.status,transcode.status,status`,
      );
      if (!video) return 'missing';
      return video.upload?.status === 'complete' ? 'complete' : 'incomplete';
    },

    async packaging() {
      return new Map();
    },

    async listTracks(providerId) {
      const page = await api<{ data: VimeoTrack[] }>('GET', `/videos/${providerId}/texttracks`);
      return page ? page.data.map(toTrack) : null;
    },

    async addTrack(providerId, input) {
      const track = await api<VimeoTrack>('POST', `/videos/${providerId}/texttracks`, {
        type: 'subtitles',
        language: input.language,
        name: input.name,
      });
      if (!track) return null;
      if (!track.link) throw failed();
      let put: Response;
      try {
        put = await fetch(track.link, {
          method: 'PUT',
          headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'text/plain' },
          body: input.content,
          signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
        });
      } catch {
        throw failed();
      }
      if (!put.ok) throw failed();
      // New tracks may start inactive (unconfirmed): always activate.
      await api('PATCH', track.uri, { active: true });
      return toTrack(track);
    },

    async removeTrack(providerId, trackId) {
      return (await api('DELETE', `/videos/${providerId}/texttracks/${trackId}`)) !== null;
    },

    async purge(providerId) {
      await api('DELETE', `/videos/${providerId}`);
    },

    async playback(providerId): Promise<Playback> {
      // Vimeo guards playback itself (embed allowed on our domain only); the id plays in its player.
      return {
        kind: 'vimeo',
        url: `https://player.vimeo.com/video/${providerId}`,
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        tracks: [],
      };
    },
  };
};
