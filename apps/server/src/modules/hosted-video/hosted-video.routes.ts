import type { FastifyInstance } from 'fastify';
import { hostedVideoEndpoints as endpoints } from '@scena/shared/hosted-video.endpoints';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { createHostedVideoService } from './hosted-video.service';

/** Spec 2 §7 "Hosted videos and subtitles", plus the provider's own routes (local: tus and media). */
export const hostedVideoRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const videos = createHostedVideoService(ctx);

  route(app, endpoints.list, async (request) => {
    const { filters, ...paging } = request.query;
    return videos.page(filters, paging);
  });
  route(app, endpoints.create, async (request) => videos.create(request.body));
  route(app, endpoints.finalize, async (request) => ({ video: await videos.finalize(request.params.id) }));
  route(app, endpoints.rename, async (request) => ({
    video: await videos.rename(request.params.id, request.body.name),
  }));
  route(app, endpoints.remove, async (request) => ({ video: await videos.remove(request.params.id) }));
  route(app, endpoints.purge, async (request) => videos.purge(request.params.id));
  route(app, endpoints.subtitles, async (request) => ({
    subtitles: await videos.subtitles(request.params.id),
  }));
  route(app, endpoints.addSubtitle, async (request) => ({
    subtitle: await videos.addSubtitle(request.params.id, request.body),
  }));
  route(app, endpoints.removeSubtitle, async (request) =>
    videos.removeSubtitle(request.params.id, request.params.trackId),
  );
  route(app, endpoints.playback, async (request) =>
    videos.playback(request.user ?? null, request.params.id, request.country ?? null, request.ip),
  );

  if (ctx.videoHost.routes) {
    await app.register(ctx.videoHost.routes, {
      canWatch: videos.canWatch,
      createRecord: (input) => videos.create(input).then((r) => r.video),
    });
  }
};
