import type { FastifyInstance } from 'fastify';
import { videoEndpoints as endpoints } from '@scena/shared/catalog.endpoints';
import { VIDEO_FORM_KINDS } from '@scena/shared';
import { ensureMultipart, readValidatedForm } from '../../adapters/storage';
import { videoCardSchema } from '@scena/shared';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { viewerCards } from './viewer-cards';
import { registerTranslationRoutes } from './translations.routes';
import { VIDEO_IMAGE_KINDS, createVideosService } from './videos.service';

/** Shared among guests only (http/stored-answers): a signed-in viewer's answer carries their access. */
const cached = { cache: 'guests' } as const;

/**
 * Videos (spec 2 §7): public reads with the viewer rules, admin writes as multipart forms (or
 * JSON), image removal and translations.
 */
export const videosRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  await ensureMultipart(app);
  const videos = createVideosService(ctx);

  // A signed-in viewer's whole list: shared cards and their own (viewer-cards.ts); administrators' differ.
  const personalizeList = viewerCards(ctx, {
    kind: 'video',
    key: 'videos',
    cardSchema: videoCardSchema,
    build: (query) => videos.cardBase(query),
  });
  route(app, endpoints.list, { ...cached, personalize: personalizeList }, async (request) => ({
    videos: await videos.list(request.user, request.query, request.country),
  }));
  route(app, endpoints.page, async (request) => {
    const { filters, ...paging } = request.query;
    return videos.page(request.user, filters, paging, request.country);
  });
  route(app, endpoints.get, cached, async (request) => ({
    video: await videos.get(request.user, request.params.id, request.country),
  }));
  // Multipart (or JSON) bodies are read and validated with the endpoint's own body schema.
  const form = { images: VIDEO_IMAGE_KINDS, kinds: VIDEO_FORM_KINDS };
  route(app, endpoints.create, async (request) => ({
    video: await videos.create(
      await readValidatedForm(request, { ...form, schema: endpoints.create.body }),
      request.user,
    ),
  }));
  route(app, endpoints.update, async (request) => ({
    video: await videos.update(
      request.params.id,
      await readValidatedForm(request, { ...form, schema: endpoints.update.body }),
      request.user,
    ),
  }));
  route(app, endpoints.remove, async (request) => ({
    video: await videos.remove(request.params.id, request.user),
  }));
  route(app, endpoints.removeImage, async (request) => ({
    video: await videos.removeImage(request.params.videoId, request.params.field, request.user),
  }));

  registerTranslationRoutes(app, ctx, 'video');
};
