import {
  AppError,
  toGrosze,
  videoDateIssue,
  type Video,
  type VideoCreateParsed,
  type VideoUpdateParsed,
  type VideoImageField,
  type ListPaging,
  type VideoSortField,
} from '@scena/shared';
import type { ImageKind, ValidatedForm } from '../../adapters/storage';
import type { AppContext } from '../../context';
import type { UserRow } from '../users';
import { foreignKeyViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { removeFiles, storeFormImages } from '../../lib/form-images';
import { validationError } from '../../lib/form-validation';
import { isAdmin, videoAccessItem } from './media-access';
import { createAccessService, itemKey } from '../access';
// orders imports the catalogue too (items, titles): a cycle of index files, used only inside functions.
import { itemOrderFacts } from '../tickets';
import { cleanFields } from './sanitized-fields';
import { iso, loadVideoExtras, toVideoDto } from './video.presenter';
import { createCodePrices } from './code-prices';
import { saveWithSlug } from './slug';
import type { CardBase } from './viewer-cards';
import { categoriesRepository, galleriesRepository } from './taxonomy.repository';
import { videosRepository } from './videos.repository';
import type { NewVideoRow, VideoRow } from './videos.table';

export const VIDEO_IMAGE_KINDS: Record<VideoImageField, ImageKind> = {
  image_link: 'main',
  thumb_link: 'thumb',
};
/** Cleaned the same way in video translations (translations.service). */
export const VIDEO_HTML_FIELDS = ['description', 'additional_desc'] as const;
export const VIDEO_MEDIA_FIELDS = [
  'video_link',
  'accessibility_video',
  'autodesc_video',
  'teaser_link',
] as const;
const COPIED = [
  'title',
  'subtitle',
  'video_link',
  'accessibility_video',
  'autodesc_video',
  'teaser_link',
  'description',
  'additional_desc',
  'age_restriction',
  'duration',
  'gallery_id',
  'tickets_expiration_time',
] as const;

/** Parsed body → columns; only the fields that were sent (an update changes only those). */
const toColumns = (values: Partial<VideoCreateParsed>): Partial<NewVideoRow> => {
  const out: Record<string, unknown> = {};
  for (const key of COPIED) if (values[key] !== undefined) out[key] = values[key];
  for (const key of ['visible', 'dashboard_hidden', 'share_teatrlink'] as const)
    if (values[key] !== undefined) out[key] = values[key] === 1;
  if (values.weight !== undefined) out.weight = values.weight ?? 0;
  if (values.available_from !== undefined)
    out.available_from = values.available_from ? new Date(values.available_from) : null;
  if (values.end_date !== undefined) out.end_date = values.end_date ? new Date(values.end_date) : null;
  if (values.video_price !== undefined) out.price_grosze = toGrosze(values.video_price) ?? 0;
  if (values.restricted_access !== undefined) out.restricted_access = values.restricted_access ?? 'any';
  return out as Partial<NewVideoRow>;
};

const notFound = () => new AppError('NOT_FOUND', 'catalog.video_not_found');

export const createVideosService = (ctx: AppContext) => {
  const { db, storage, config } = ctx;

  const access = createAccessService(ctx);
  const codePrices = createCodePrices(ctx);

  /** Rows → answers with the viewer's access (media only where the access module allows it). */
  const present = async (
    rows: VideoRow[],
    user: UserRow | null,
    country: string | null = null,
  ): Promise<Video[]> => {
    const now = new Date();
    const refs = rows.map((row) => ({ kind: 'video' as const, id: row.id }));
    const items = rows.map(videoAccessItem);
    const [extras, decisions, activations] = await Promise.all([
      loadVideoExtras(db, rows),
      itemOrderFacts(db, ctx.orderFacts, user?.id ?? null, refs, []).then((facts) =>
        access.itemAccessMany({ user, country }, items, now, facts.statuses),
      ),
      codePrices.activationsOf(user),
    ]);
    return rows.map((row, index) => ({
      ...toVideoDto(row, extras, decisions.get(itemKey({ kind: 'video', id: row.id }))!, now),
      ...codePrices.fieldsFor(activations, items[index]!),
    }));
  };

  /** The gallery and categories must exist (formError on the field otherwise). */
  const checkReferences = async (values: Partial<VideoCreateParsed>) => {
    if (values.gallery_id && !(await galleriesRepository.get(db, values.gallery_id))) {
      throw validationError({ gallery_id: 'catalog.validate.gallery_not_found' });
    }
    if (values.categories?.length) {
      const found = await categoriesRepository.existingIds(db, values.categories);
      if (values.categories.some((id) => !found.has(id)))
        throw validationError({ categories: 'catalog.validate.category_not_found' });
    }
  };

  /** Runs a write with freshly stored images; removes them again if the write fails. */
  const withImages = async <T>(
    form: ValidatedForm<unknown>,
    write: (images: Record<string, string>) => Promise<T>,
  ): Promise<T> => {
    const images = await storeFormImages(storage, form.files, VIDEO_IMAGE_KINDS);
    try {
      return await write(images);
    } catch (error) {
      await removeFiles(storage, Object.values(images));
      if (foreignKeyViolation(error))
        throw validationError({ gallery_id: 'catalog.validate.gallery_not_found' });
      throw error;
    }
  };

  const findVisible = async (user: UserRow | null, slugOrId: string): Promise<VideoRow> => {
    const row =
      (await videosRepository.getBySlug(db, slugOrId)) ??
      (/^\d{1,9}$/.test(slugOrId) ? await videosRepository.get(db, Number(slugOrId)) : null);
    // A video hidden from VOD is for administrators only; events reach it through the event.
    if (!row || (!row.visible && !isAdmin(user))) throw notFound();
    return row;
  };

  return {
    /** One page of the same list (admin cards), searched by `q`. */
    async page(
      user: UserRow | null,
      query: { dashboard?: boolean; category_id?: number; q?: string },
      paging: ListPaging<VideoSortField>,
      country: string | null = null,
    ) {
      const viewerRules = !isAdmin(user) || query.dashboard === true;
      const { items, total } = await videosRepository.page(
        db,
        { viewerRules, categoryId: query.category_id, q: query.q },
        paging,
      );
      return { videos: await present(items, user, country), total };
    },

    /** The shared base of a signed-in viewer's whole list (viewer-cards.ts): list()'s videos as a guest gets them, with their access items. */
    async cardBase(query: { category_id?: number }): Promise<CardBase<Video>> {
      const rows = await videosRepository.list(db, { viewerRules: true, categoryId: query.category_id });
      const now = new Date();
      const items = rows.map(videoAccessItem);
      const [extras, decisions] = await Promise.all([
        loadVideoExtras(db, rows),
        access.itemAccessMany({ user: null, country: null }, items, now),
      ]);
      return {
        cards: rows.map((row) =>
          toVideoDto(row, extras, decisions.get(itemKey({ kind: 'video', id: row.id }))!, now),
        ),
        items,
      };
    },

    async list(
      user: UserRow | null,
      query: { dashboard?: boolean; category_id?: number },
      country: string | null = null,
    ) {
      const viewerRules = !isAdmin(user) || query.dashboard === true;
      return present(
        await videosRepository.list(db, { viewerRules, categoryId: query.category_id }),
        user,
        country,
      );
    },

    async get(user: UserRow | null, slugOrId: string, country: string | null = null): Promise<Video> {
      return (await present([await findVisible(user, slugOrId)], user, country))[0]!;
    },

    async create(form: ValidatedForm<VideoCreateParsed>, user: UserRow | null): Promise<Video> {
      const parsed = form.values;
      const values = cleanFields(config, parsed, VIDEO_HTML_FIELDS, VIDEO_MEDIA_FIELDS);
      await checkReferences(values);
      const row = await withImages(form, (images) =>
        saveWithSlug({
          explicit: values.slug ?? null,
          title: values.title,
          fallback: 'wideo',
          slugsLike: (prefix) => videosRepository.slugsLike(db, prefix),
          write: (slug) =>
            // The video and its categories commit together.
            inTransaction(db, async (tx) => {
              const row = await videosRepository.insert(tx, {
                ...toColumns(values),
                ...images,
                slug,
              } as NewVideoRow);
              if (values.categories?.length)
                await videosRepository.setCategories(tx, row.id, values.categories);
              return row;
            }),
        }),
      );
      return (await present([row], user))[0]!;
    },

    async update(id: number, form: ValidatedForm<VideoUpdateParsed>, user: UserRow | null): Promise<Video> {
      const existing = await videosRepository.get(db, id);
      if (!existing) throw notFound();
      const parsed = form.values;
      const merged = {
        available_from:
          parsed.available_from !== undefined ? parsed.available_from : iso(existing.available_from),
        end_date: parsed.end_date !== undefined ? parsed.end_date : iso(existing.end_date),
      };
      if (videoDateIssue(merged)) throw validationError({ end_date: 'catalog.validate.invalid_date' });
      const values = cleanFields(config, parsed, VIDEO_HTML_FIELDS, VIDEO_MEDIA_FIELDS);
      await checkReferences(values);
      const columns = toColumns(values);
      const row = await withImages(form, (images) => {
        const write = (slug?: string) =>
          inTransaction(db, async (tx) => {
            const row = await videosRepository.update(tx, id, {
              ...columns,
              ...images,
              ...(slug ? { slug } : {}),
            });
            if (row && values.categories) await videosRepository.setCategories(tx, id, values.categories);
            return row;
          });
        if (values.slug === undefined) return write();
        return saveWithSlug({
          explicit: values.slug,
          title: values.title ?? existing.title,
          fallback: 'wideo',
          own: existing.slug,
          slugsLike: (prefix) => videosRepository.slugsLike(db, prefix),
          write,
        });
      });
      if (!row) throw notFound();
      // Replaced images are removed only after the new ones are saved.
      await removeFiles(
        storage,
        (Object.keys(form.files) as VideoImageField[]).map((field) => existing[field]),
      );
      return (await present([row], user))[0]!;
    },

    async remove(id: number, user: UserRow | null): Promise<Video> {
      const existing = await videosRepository.get(db, id);
      if (!existing) throw notFound();
      if (await videosRepository.hasEvents(db, id)) throw new AppError('CONFLICT', 'catalog.video_in_use');
      const dto = (await present([existing], user))[0]!;
      try {
        if (!(await videosRepository.remove(db, id))) throw notFound();
      } catch (error) {
        if (foreignKeyViolation(error)) throw new AppError('CONFLICT', 'catalog.video_in_use');
        throw error;
      }
      await removeFiles(storage, [existing.image_link, existing.thumb_link]);
      return dto;
    },

    async removeImage(id: number, field: VideoImageField, user: UserRow | null): Promise<Video> {
      const existing = await videosRepository.get(db, id);
      if (!existing) throw notFound();
      const row = await videosRepository.update(db, id, { [field]: null });
      if (!row) throw notFound();
      await removeFiles(storage, [existing[field]]);
      return (await present([row], user))[0]!;
    },
  };
};
