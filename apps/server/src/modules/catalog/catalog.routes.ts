import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { eventsRoutes } from './events.routes';
import { publicCatalogRoutes } from './public.routes';
import { taxonomyRoutes } from './taxonomy.routes';
import { videosRoutes } from './videos.routes';

/** The catalogue: videos, events, categories, galleries, their translations and public reads. */
export const catalogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(videosRoutes, { ctx });
  await app.register(eventsRoutes, { ctx });
  await app.register(taxonomyRoutes, { ctx });
  await app.register(publicCatalogRoutes, { ctx });
};
