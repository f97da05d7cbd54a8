import type { FastifyInstance } from 'fastify';
import { dataExportEndpoints as endpoints } from '@scena/shared/data-export.endpoints';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { limit } from '../../plugins/rate-limit';
import { tolerateEmptyJson } from '../../plugins/empty-json';
import { createDataExportService } from './data-export.service';

/** POST /api/users/{id}/data-export (owner or admin) and the e-mailed download link. */
export const dataExportRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  const exports = createDataExportService(ctx);
  tolerateEmptyJson(app);

  route(app, endpoints.request, { config: limit(ctx.config, 10, '1 minute') }, async (request) =>
    exports.request(request.params.id, request.user!, request.lang),
  );

  // The prepared bytes go as they are (a Buffer is not re-serialised), as a file to save.
  route(app, endpoints.download, { config: limit(ctx.config, 20, '1 minute') }, async (request, reply) => {
    const { id, document } = await exports.download(request.params.token);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="scena-dane-${id}.json"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(document, 'utf8')) as never;
  });
};
