import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hostedVideoEndpoints as endpoints } from '@scena/shared/hosted-video.endpoints';
import type { CreateSubtitleBody, CreateUploadBody } from '@scena/shared';
import type { EndpointInput } from '@scena/shared/http/endpoint';
import { call } from '../../../lib/endpoint-client';
import { ADMIN_CALL_META as adminMeta } from '../../../components/admin-kit/apiError';

/** Query keys of the hosted-video feature (one factory; mutations invalidate only these). */
export const hostedVideoKeys = {
  all: ['hosted-videos'] as const,
  list: () => [...hostedVideoKeys.all, 'list'] as const,
  subtitles: (id: string) => [...hostedVideoKeys.all, 'subtitles', id] as const,
};

/** GET /api/vimeo, one page (spec 2 §2.2). */
export const fetchHostedVideosPage = (request: Record<string, string | number>, signal: AbortSignal) =>
  call(endpoints.list, { query: request as EndpointInput<typeof endpoints.list>['query'] }, { signal }).then(
    (data) => ({
      items: data.videos,
      total: data.total,
    }),
  );

export const createUpload = (body: CreateUploadBody) =>
  call(endpoints.create, { body }).then((data) => data.video);
export const finalizeUpload = (id: string) =>
  call(endpoints.finalize, { params: { id } }).then((data) => data.video);
export const fetchSubtitles = (id: string, signal?: AbortSignal) =>
  call(endpoints.subtitles, { params: { id } }, { signal }).then((data) => data.subtitles.data);

const useInvalidating = <A, R>(
  fn: (args: A) => Promise<R>,
  key: (args: A) => readonly unknown[] = () => hostedVideoKeys.all,
) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: adminMeta,
    onSuccess: (_r, args) => client.invalidateQueries({ queryKey: key(args) }),
  });
};

export const useRemoveHostedVideo = () =>
  useInvalidating((id: string) => call(endpoints.remove, { params: { id } }));
export const usePurgeHostedVideo = () =>
  useInvalidating((id: string) => call(endpoints.purge, { params: { id } }));
export const useAddSubtitle = () =>
  useInvalidating(
    ({ id, body }: { id: string; body: CreateSubtitleBody }) =>
      call(endpoints.addSubtitle, { params: { id }, body }).then((d) => d.subtitle),
    ({ id }) => hostedVideoKeys.subtitles(id),
  );
export const useRemoveSubtitle = () =>
  useInvalidating(
    ({ id, trackId }: { id: string; trackId: string }) =>
      call(endpoints.removeSubtitle, { params: { id, trackId } }),
    ({ id }) => hostedVideoKeys.subtitles(id),
  );
