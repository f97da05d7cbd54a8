import type { FastifyInstance } from 'fastify';
import { notificationsEndpoints as endpoints } from '@scena/shared/notifications.endpoints';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { tolerateEmptyJson } from '../../plugins/empty-json';
import { createNotificationsService } from './notifications.service';

/** Notifications (spec 2 §7): new-content announcement, new regulations, unsubscribe. */
export const notificationsRoutes = async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  tolerateEmptyJson(app);
  // Mail clients send the one-click unsubscribe as a form (RFC 8058: `List-Unsubscribe=One-Click`);
  // the signed query is what counts, so the body is read as text and not used.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1_024 },
    (_request, body, done) => done(null, body),
  );
  const notifications = createNotificationsService(ctx);
  const actor = (user: { id: number; email: string } | null | undefined) => ({
    id: user!.id,
    email: user!.email,
  });

  route(app, endpoints.newContent, async (request) =>
    notifications.announce(request.body.allUsers, actor(request.user)),
  );
  route(app, endpoints.rejectTos, async (request) =>
    notifications.rejectTos(actor(request.user), request.sessionId),
  );
  route(app, endpoints.unsubscribe, async (request) =>
    notifications.unsubscribe(request.query.u, request.query.t),
  );
};
