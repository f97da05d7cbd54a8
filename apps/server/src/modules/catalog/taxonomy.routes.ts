import type { FastifyInstance } from 'fastify';
import { categoryEndpoints, galleryEndpoints } from '@scena/shared/catalog.endpoints';
import { ensureMultipart, readValidatedForm } from '../../adapters/storage';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { createCategoriesService } from './categories.service';
import { GALLERY_IMAGE_KINDS, createGalleriesService } from './galleries.service';
import { registerTranslationRoutes } from './translations.routes';

/** Shared public answers (http/stored-answers): the same for every guest and viewer. */
const cached = { cache: true };

/**
 * Categories (public list for the VOD filters, admin writes) and galleries (admin; viewers get
 * galleries embedded in videos and events) — spec 2 §7.
 */
export const taxonomyRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  await ensureMultipart(app);
  const categories = createCategoriesService(ctx);
  const galleries = createGalleriesService(ctx);

  route(app, categoryEndpoints.list, cached, async (request) => ({
    categories: await categories.list(request.user),
  }));
  route(app, categoryEndpoints.page, async (request) => {
    const { filters, ...paging } = request.query;
    return categories.page(request.user, filters.q, paging);
  });
  route(app, categoryEndpoints.create, async (request) => ({
    category: await categories.create(request.body.name, request.user),
  }));
  route(app, categoryEndpoints.update, async (request) => ({
    category: await categories.update(request.params.id, request.body.name, request.user),
  }));
  route(app, categoryEndpoints.remove, async (request) => ({
    category: await categories.remove(request.params.id, request.user),
  }));
  registerTranslationRoutes(app, ctx, 'category');

  route(app, galleryEndpoints.list, async () => ({ galleries: await galleries.list() }));
  route(app, galleryEndpoints.page, async (request) => {
    const { filters, ...paging } = request.query;
    return galleries.page(filters.q, paging);
  });
  route(app, galleryEndpoints.get, async (request) => ({ gallery: await galleries.get(request.params.id) }));
  route(app, galleryEndpoints.create, async (request) => ({
    gallery: await galleries.create(request.body.name),
  }));
  route(app, galleryEndpoints.update, async (request) => ({
    gallery: await galleries.update(request.params.id, request.body.name),
  }));
  route(app, galleryEndpoints.remove, async (request) => ({
    gallery: await galleries.remove(request.params.id),
  }));
  route(app, galleryEndpoints.uploadImage, async (request) =>
    galleries.addImage(request.params.id, await readValidatedForm(request, { images: GALLERY_IMAGE_KINDS })),
  );
  route(app, galleryEndpoints.removeImage, async (request) => ({
    image: await galleries.removeImage(request.params.id),
  }));
};
