import type { accessEndpoints } from '@scena/shared/access.endpoints';
import { accessRoutes } from '@scena/shared/access.routes';
import type { PlaybackVersion } from '@scena/shared/access/reasons';
import { call } from '../../../lib/endpoint-client';

/**
 * POST /api/events/{id}/playback or /api/videos/{id}/playback: the server records a playback
 * start (views, client IP; the ticket's validity starts at the first one; the IP-limit ban).
 * A refusal is 409 with the reason's message; a ban ends the session in the API client.
 */
export const startPlayback = (kind: 'event' | 'video', id: number, version: PlaybackVersion) => {
  const input = { params: { id }, body: { version } };
  return kind === 'event'
    ? call<typeof accessEndpoints.startEventPlayback>(accessRoutes.startEventPlayback, input)
    : call<typeof accessEndpoints.startVideoPlayback>(accessRoutes.startVideoPlayback, input);
};
