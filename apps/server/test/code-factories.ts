import { randomBytes } from 'node:crypto';
import type { AppContext } from '../src/context';
import { codes, type CodeRow } from '../src/modules/codes';
import { events, videos } from '../src/modules/catalog';

/** A code inserted straight into the table (the panel's generator is another use case): a 10 % discount for anything unless told otherwise. */
export const insertCode = async (
  ctx: AppContext,
  values: Partial<typeof codes.$inferInsert> = {},
): Promise<CodeRow> => {
  const [row] = await ctx.db
    .insert(codes)
    .values({
      code: `T${randomBytes(5).toString('hex').toUpperCase()}`,
      kind: 'discount',
      description: 'Zniżka testowa',
      discount_percent: values.discount_cash != null ? null : 10,
      product_type: 'any',
      use_limit: 1,
      ...values,
    })
    .returning();
  return row!;
};

/** A single-use gift code for one video (as a paid gift order makes it), inserted directly. */
export const insertVideoGiftCode = (
  ctx: AppContext,
  videoId: number,
  values: Partial<typeof codes.$inferInsert> = {},
) =>
  insertCode(ctx, {
    kind: 'gift',
    product_type: 'video',
    video_id: videoId,
    discount_percent: 100,
    ...values,
  });

/** A video and an event showing it, inserted directly (the catalogue's own forms are tested elsewhere). */
export const insertItems = async (ctx: AppContext) => {
  const tag = randomBytes(4).toString('hex');
  const [video] = await ctx.db
    .insert(videos)
    .values({ title: 'Wesele', slug: `wesele-${tag}`, video_link: '123', price_grosze: 2500 })
    .returning();
  const [event] = await ctx.db
    .insert(events)
    .values({
      title: 'Wesele – premiera',
      slug: `premiera-${tag}`,
      video_id: video!.id,
      price_grosze: 2500,
      date_from: '2030-06-10',
      date_to: '2030-06-10',
      time_from: '19:00',
      time_to: '21:00',
    })
    .returning();
  return { video: video!, event: event! };
};
