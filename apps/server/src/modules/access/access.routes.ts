import type { FastifyInstance } from 'fastify';
import { AppError } from '@scena/shared';
import { accessEndpoints as endpoints } from '@scena/shared/access.endpoints';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { limit } from '../../plugins/rate-limit';
import type { UserRow } from '../users';
import { createAccessService, itemKey } from './access.service';
import type { AccessItem } from './access.policy';
import type { ItemRef } from './access.repository';

/**
 * What the access module needs from the catalogue, handed in by app.ts (the catalogue asks the
 * access module for its decisions, so the access module cannot import the catalogue back).
 */
export interface AccessItemSource {
  /** The item as this user may reach it (published event, visible video; anything for admins), or null. */
  find(ref: ItemRef, user: UserRow): Promise<AccessItem | null>;
  /** Titles and slugs for the account page's list, in one statement per kind. */
  describe(refs: readonly ItemRef[]): Promise<Map<string, { title: string; slug: string }>>;
}

export const accessRoutes = async (
  app: FastifyInstance,
  { ctx, items }: { ctx: AppContext; items: AccessItemSource },
) => {
  const access = createAccessService(ctx);
  const notFound = () => new AppError('NOT_FOUND', 'error.not_found');

  for (const [endpoint, kind] of [
    [endpoints.startEventPlayback, 'event'],
    [endpoints.startVideoPlayback, 'video'],
  ] as const) {
    route(app, endpoint, { config: limit(ctx.config, 30, '1 minute') }, async (request) => {
      const user = request.user!;
      const item = await items.find({ kind, id: request.params.id }, user);
      if (!item) throw notFound();
      return access.startPlayback({ user, country: request.country }, item, request.body.version, request.ip);
    });
  }

  route(app, endpoints.listForUser, async (request) => {
    const { rows, total } = await access.pageForUser(request.params.id, request.query);
    const names = await items.describe(rows.map((row) => row.item));
    return {
      access: rows.map(({ item, ...row }) => ({
        ...row,
        item_type: item.kind,
        item_id: item.id,
        title: names.get(itemKey(item))?.title ?? '',
        slug: names.get(itemKey(item))?.slug ?? String(item.id),
      })),
      total,
    };
  });
};
