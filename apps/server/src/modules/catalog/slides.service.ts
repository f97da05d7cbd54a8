import {
  AppError,
  type ListPaging,
  type Slide,
  type SlideCreateParsed,
  type SlideSortField,
  type SlideUpdateParsed,
} from '@scena/shared';
import type { ImageKind, ValidatedForm } from '../../adapters/storage';
import type { AppContext } from '../../context';
import type { UserRow } from '../users';
import { removeFiles, storeFormImages } from '../../lib/form-images';
import { isAdmin } from './media-access';
import { toSlide } from './slide.presenter';
import { slidesRepository } from './slides.repository';
import type { SlideRow } from './slides.table';
import { slideTranslationsRepository } from './translations.repository';

export const SLIDE_IMAGE_KINDS: Record<string, ImageKind> = { bg_image: 'slide' };

const notFound = () => new AppError('NOT_FOUND', 'catalog.slide_not_found');

/** Home-page slides (spec 2 §2.9): published ones for viewers, newest-updated first. */
export const createSlidesService = (ctx: AppContext) => {
  const { db, storage } = ctx;

  const present = async (rows: SlideRow[]): Promise<Slide[]> => {
    const translations = await slideTranslationsRepository.listFor(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toSlide(row, translations));
  };

  /** Stores the uploaded image, runs the write, and undoes the file if the write fails. */
  const withImage = async (
    form: ValidatedForm<unknown>,
    write: (image: string | undefined) => Promise<SlideRow | null>,
  ) => {
    const stored = await storeFormImages(storage, form.files, SLIDE_IMAGE_KINDS);
    try {
      return await write(stored.bg_image);
    } catch (error) {
      await removeFiles(storage, Object.values(stored));
      throw error;
    }
  };

  return {
    /** Non-admins get published slides only; admins may filter with ?published=. */
    async page(
      user: UserRow | null,
      filter: { published?: boolean; q?: string },
      paging: ListPaging<SlideSortField>,
    ) {
      const { items, total } = await slidesRepository.page(
        db,
        { ...filter, published: isAdmin(user) ? filter.published : true },
        paging,
      );
      return { slides: await present(items), total };
    },
    async list(user: UserRow | null, published?: boolean): Promise<Slide[]> {
      return present(await slidesRepository.list(db, isAdmin(user) ? published : true));
    },

    async create(form: ValidatedForm<SlideCreateParsed>): Promise<Slide> {
      const values = form.values;
      const row = await withImage(form, (image) =>
        slidesRepository.insert(db, {
          title: values.title,
          text: values.text,
          url: values.url ?? null,
          published: values.published ?? true,
          weight: values.weight ?? 0,
          bg_image: image ?? null,
        }),
      );
      return (await present([row!]))[0]!;
    },

    async update(id: number, form: ValidatedForm<SlideUpdateParsed>): Promise<Slide> {
      const existing = await slidesRepository.get(db, id);
      if (!existing) throw notFound();
      const values = form.values;
      const changes: Record<string, unknown> = {};
      for (const key of ['title', 'text', 'url', 'published'] as const)
        if (values[key] !== undefined) changes[key] = values[key];
      if (values.weight !== undefined) changes.weight = values.weight ?? 0;
      const removing = values.bg_image === '' || values.bg_image === null;
      const row = await withImage(form, (image) =>
        slidesRepository.update(db, id, {
          ...changes,
          ...(image ? { bg_image: image } : removing ? { bg_image: null } : {}),
        }),
      );
      if (!row) throw notFound();
      if (row.bg_image !== existing.bg_image) await removeFiles(storage, [existing.bg_image]);
      return (await present([row]))[0]!;
    },

    async remove(id: number): Promise<Slide> {
      const existing = await slidesRepository.get(db, id);
      if (!existing) throw notFound();
      const slide = (await present([existing]))[0]!;
      if (!(await slidesRepository.remove(db, id))) throw notFound();
      await removeFiles(storage, [existing.bg_image]);
      return slide;
    },
  };
};
