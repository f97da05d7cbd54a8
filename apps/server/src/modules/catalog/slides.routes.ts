import type { FastifyInstance } from 'fastify';
import { slideEndpoints as endpoints } from '@scena/shared/catalog.endpoints';
import { SLIDE_FORM_KINDS } from '@scena/shared';
import { ensureMultipart, readValidatedForm } from '../../adapters/storage';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { SLIDE_IMAGE_KINDS, createSlidesService } from './slides.service';
import { registerTranslationRoutes } from './translations.routes';

/** Shared public answers (http/stored-answers): the same for every guest and viewer. */
const cached = { cache: true };

/** Home-page slides (spec 2 §2.9, §7) and the public GET /external_api/slides (spec 3 §7). */
export const slidesRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  await ensureMultipart(app);
  const slides = createSlidesService(ctx);

  route(app, endpoints.list, cached, async (request) => ({
    slides: await slides.list(request.user, request.query.published),
  }));
  route(app, endpoints.page, async (request) => {
    const { filters, ...paging } = request.query;
    return slides.page(request.user, filters, paging);
  });
  route(app, endpoints.publicList, cached, async () => ({ slides: await slides.list(null) }));
  const form = { images: SLIDE_IMAGE_KINDS, kinds: SLIDE_FORM_KINDS };
  route(app, endpoints.create, async (request) => ({
    slide: await slides.create(await readValidatedForm(request, { ...form, schema: endpoints.create.body })),
  }));
  route(app, endpoints.update, async (request) => ({
    slide: await slides.update(
      request.params.id,
      await readValidatedForm(request, { ...form, schema: endpoints.update.body }),
    ),
  }));
  route(app, endpoints.remove, async (request) => ({ slide: await slides.remove(request.params.id) }));

  registerTranslationRoutes(app, ctx, 'slide');
};
