import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { eventsRoutes } from './events.routes';
import { publicCatalogRoutes } from './public.routes';
import { slidesRoutes } from './slides.routes';
import { taxonomyRoutes } from './taxonomy.routes';
import { videosRoutes } from './videos.routes';

/** The catalogue: videos, events, categories, galleries, slides, their translations and public reads. */
export const catalogRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  await app.register(videosRoutes, { ctx });
  await app.register(eventsRoutes, { ctx });
  await app.register(taxonomyRoutes, { ctx });
  await app.register(slidesRoutes, { ctx });
  await app.register(publicCatalogRoutes, { ctx });
};
