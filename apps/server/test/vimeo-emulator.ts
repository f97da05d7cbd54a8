import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback Vimeo API v3.4: videos created with the tus approach,
 * the tus half at /tus/<id>, privacy domains, text tracks (link → PUT the VTT → PATCH active),
 * and fault switches (500 on the N-th PATCH, a socket cut mid-body, an expired upload link, a
 * failing API call). State lives in memory; `reset()` empties it.
 */
interface Video {
  id: string;
  name: string;
  size: number;
  bytes: Buffer[];
  offset: number;
  privacy: Record<string, unknown>;
  domains: Set<string>;
  expired: boolean;
  tracks: Map<
    string,
    {
      uri: string;
      name: string;
      language: string;
      type: string;
      active: boolean;
      link: string;
      body: string | null;
    }
  >;
}

export interface VimeoEmulator {
  url: string;
  token: string;
  videos: Map<string, Video>;
  /** Accept headers seen on API calls (the adapter must ask for version 3.4). */
  accepts: string[];
  faults: { failPatchNumber: number | null; cutAfterBytes: number | null; failApi: RegExp | null };
  patches: number;
  videoBytes(id: string): Buffer;
  reset(): void;
  close(): Promise<void>;
}

const TUS_HEADERS =
  'Location, Tus-Resumable, Tus-Version, Tus-Extension, Tus-Max-Size, Upload-Offset, Upload-Length, Upload-Metadata, Upload-Defer-Length, X-HTTP-Method-Override';

export const startVimeoEmulator = async (token = 'test-vimeo-token'): Promise<VimeoEmulator> => {
  let nextId = 900_000;
  let nextTrack = 1;
  const state: VimeoEmulator = {
    url: '',
    token,
    videos: new Map(),
    accepts: [],
    faults: { failPatchNumber: null, cutAfterBytes: null, failApi: null },
    patches: 0,
    videoBytes: (id) => Buffer.concat(state.videos.get(id)?.bytes ?? []),
    reset() {
      state.videos.clear();
      state.accepts.length = 0;
      state.faults = { failPatchNumber: null, cutAfterBytes: null, failApi: null };
      state.patches = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const json = (res: http.ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/vnd.vimeo.video+json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const readBody = (req: http.IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  const present = (video: Video) => {
    const complete = video.offset === video.size;
    return {
      uri: `/videos/${video.id}`,
      name: video.name,
      link: `https://vimeo.com/${video.id}`,
      status: complete ? 'available' : 'uploading',
      upload: {
        status: complete ? 'complete' : 'in_progress',
        approach: 'tus',
        size: video.size,
        upload_link: `${state.url}/tus/${video.id}`,
        complete_uri: null,
      },
      transcode: { status: complete ? 'complete' : 'in_progress' },
      privacy: video.privacy,
      metadata: { connections: { texttracks: { uri: `/videos/${video.id}/texttracks` } } },
    };
  };
  const trackOut = (track: Video['tracks'] extends Map<string, infer T> ? T : never) => ({
    uri: track.uri,
    name: track.name,
    language: track.language,
    type: track.type,
    active: track.active,
    link: track.link,
  });

  const tus = async (req: http.IncomingMessage, res: http.ServerResponse, video: Video | undefined) => {
    const base = {
      'tus-resumable': '1.0.0',
      'access-control-allow-origin': '*',
      'access-control-expose-headers': TUS_HEADERS,
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...base,
        'tus-version': '1.0.0',
        'access-control-allow-methods': 'POST, HEAD, PATCH, OPTIONS, DELETE',
        'access-control-allow-headers': TUS_HEADERS,
      });
      return res.end();
    }
    if (!video) return void res.writeHead(404, base).end();
    if (video.expired) return void res.writeHead(410, base).end();
    if (req.headers['tus-resumable'] !== '1.0.0')
      return void res.writeHead(412, { ...base, 'tus-version': '1.0.0' }).end();
    if (req.method === 'HEAD') {
      res.writeHead(200, {
        ...base,
        'upload-offset': String(video.offset),
        'upload-length': String(video.size),
        'cache-control': 'no-store',
      });
      return res.end();
    }
    const method = (req.headers['x-http-method-override'] as string | undefined) ?? req.method;
    if (method !== 'PATCH') return void res.writeHead(405, base).end();
    if (req.headers['content-type'] !== 'application/offset+octet-stream')
      return void res.writeHead(415, base).end();
    if (Number(req.headers['upload-offset']) !== video.offset) return void res.writeHead(409, base).end();
    state.patches += 1;
    if (state.faults.failPatchNumber === state.patches) {
      req.resume();
      return void res.writeHead(500, base).end();
    }
    const cut = state.faults.cutAfterBytes;
    state.faults.cutAfterBytes = null;
    let received = 0;
    await new Promise<void>((resolve) => {
      req.on('data', (chunk: Buffer) => {
        if (cut !== null && received + chunk.length >= cut) {
          // Keep what arrived, then drop the connection mid-body.
          const part = chunk.subarray(0, cut - received);
          video.bytes.push(part);
          video.offset += part.length;
          received = cut;
          req.socket.destroy();
          resolve();
          return;
        }
        const room = Math.min(chunk.length, video.size - video.offset);
        video.bytes.push(chunk.subarray(0, room));
        video.offset += room;
        received += chunk.length;
      });
      req.on('end', () => resolve());
      req.on('close', () => resolve());
    });
    if (res.destroyed || req.socket.destroyed) return;
    res.writeHead(204, { ...base, 'upload-offset': String(video.offset) });
    res.end();
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', state.url);
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] === 'tus') return tus(req, res, state.videos.get(parts[1] ?? ''));
    if (parts[0] === 'captions') {
      const track = [...state.videos.values()]
        .flatMap((v) => [...v.tracks.values()])
        .find((tr) => tr.link === `${state.url}${url.pathname}`);
      if (!track) return json(res, 404, { error: 'not found' });
      if (req.method === 'PUT') {
        track.body = await readBody(req);
        return json(res, 200);
      }
      res.writeHead(200, { 'content-type': 'text/vtt' });
      return res.end(track.body ?? '');
    }
    const authorization = req.headers.authorization ?? '';
    if (!/^bearer /i.test(authorization) || authorization.slice(7) !== state.token)
      return json(res, 401, { error: 'unauthorized' });
    state.accepts.push(String(req.headers.accept));
    if (state.faults.failApi?.test(`${req.method} ${url.pathname}`))
      return json(res, 500, { error: 'emulated failure' });
    const body = ['POST', 'PATCH', 'PUT'].includes(req.method ?? '') ? await readBody(req) : '';
    const input = body ? (JSON.parse(body) as Record<string, unknown>) : {};

    if (req.method === 'POST' && url.pathname === '/me/videos') {
      const upload = input.upload as { approach?: string; size?: unknown } | undefined;
      if (upload?.approach !== 'tus' || !Number.isInteger(upload.size) || (upload.size as number) < 0)
        return json(res, 400, { error: 'invalid upload' });
      const id = String((nextId += 1));
      const video: Video = {
        id,
        name: String(input.name ?? 'Untitled'),
        size: upload.size as number,
        bytes: [],
        offset: 0,
        privacy: (input.privacy as Record<string, unknown>) ?? {},
        domains: new Set(),
        expired: false,
        tracks: new Map(),
      };
      state.videos.set(id, video);
      return json(res, 200, present(video));
    }
    if (req.method === 'GET' && url.pathname === '/me/videos') {
      const data = [...state.videos.values()].map(present);
      return json(res, 200, { total: data.length, page: 1, per_page: 25, data });
    }
    const video = parts[0] === 'videos' ? state.videos.get(parts[1] ?? '') : undefined;
    if (!video) return json(res, 404, { error: 'not found' });
    if (parts.length === 2) {
      if (req.method === 'GET') return json(res, 200, present(video));
      if (req.method === 'PATCH') {
        if (typeof input.name === 'string') video.name = input.name;
        return json(res, 200, present(video));
      }
      if (req.method === 'DELETE') {
        state.videos.delete(video.id);
        return json(res, 204);
      }
    }
    if (parts[2] === 'privacy' && parts[3] === 'domains') {
      if (req.method === 'PUT' && parts[4])
        return (video.domains.add(decodeURIComponent(parts[4])), json(res, 204));
      if (req.method === 'DELETE' && parts[4])
        return (video.domains.delete(decodeURIComponent(parts[4])), json(res, 204));
      return json(res, 200, {
        total: video.domains.size,
        data: [...video.domains].map((domain) => ({ domain })),
      });
    }
    if (parts[2] === 'texttracks') {
      const trackId = parts[3];
      if (!trackId && req.method === 'GET')
        return json(res, 200, { total: video.tracks.size, data: [...video.tracks.values()].map(trackOut) });
      if (!trackId && req.method === 'POST') {
        const tid = String(nextTrack++);
        const track = {
          uri: `/videos/${video.id}/texttracks/${tid}`,
          name: String(input.name),
          language: String(input.language),
          type: String(input.type),
          active: false,
          link: `${state.url}/captions/${tid}.vtt`,
          body: null,
        };
        video.tracks.set(tid, track);
        return json(res, 201, trackOut(track));
      }
      const track = trackId ? video.tracks.get(trackId) : undefined;
      if (!track) return json(res, 404, { error: 'not found' });
      if (req.method === 'PATCH') {
        if (input.active === true)
          for (const other of video.tracks.values())
            if (other.language === track.language && other.type === track.type) other.active = false;
        track.active = input.active === true;
        return json(res, 200, trackOut(track));
      }
      if (req.method === 'DELETE') {
        video.tracks.delete(trackId!);
        return json(res, 204);
      }
    }
    return json(res, 404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
};
