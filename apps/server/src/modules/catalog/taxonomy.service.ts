import { AppError, GALLERY_MAX_IMAGES, type Category, type Gallery, type GalleryImage, type ListPaging, type NamedSortField } from '@scena/shared';
import { storeGalleryImage } from '../../adapters/storage';
import type { AppContext } from '../../context';
import type { UserRow } from '../users';
import { isAdmin } from './access';
import { toGalleryImage } from './dto';
import { validationError } from './form';
import { removeFiles } from './images';
import { categoriesRepository, galleriesRepository } from './taxonomy.repository';
import type { CategoryRow, GalleryRow } from './taxonomy.table';
import { translationStore } from './translations.repository';
import { categoryTranslations, type CategoryTranslationRow } from './translations.table';
import { viewerListedVideo } from './videos.repository';

export const categoryTranslationStore = translationStore<CategoryTranslationRow, typeof categoryTranslations.$inferInsert>(
  categoryTranslations,
  categoryTranslations.category_id,
);

export const toCategoryTranslation = (row: CategoryTranslationRow) => ({
  id: row.id,
  category_id: row.category_id,
  language_code: row.language_code,
  name: row.name,
});

const categoryMissing = () => new AppError('NOT_FOUND', 'catalog.category_not_found');
const galleryMissing = () => new AppError('NOT_FOUND', 'catalog.gallery_not_found');

export const categoriesService = (ctx: AppContext) => {
  const { db } = ctx;
  /** Non-admins see only the ids of videos they may list. */
  const present = async (rows: CategoryRow[], user: UserRow | null): Promise<Category[]> => {
    const ids = rows.map((row) => row.id);
    const [videoIds, translations] = await Promise.all([
      categoriesRepository.videoIds(db, ids, isAdmin(user) ? undefined : viewerListedVideo()),
      categoryTranslationStore.listFor(db, ids),
    ]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      updated_at: row.updated_at.toISOString(),
      videos: videoIds.get(row.id) ?? [],
      translations: translations.filter((t) => t.category_id === row.id).map(toCategoryTranslation),
    }));
  };
  const one = async (row: CategoryRow | null, user: UserRow | null) => {
    if (!row) throw categoryMissing();
    return (await present([row], user))[0]!;
  };
  return {
    list: async (user: UserRow | null) => present(await categoriesRepository.list(db), user),
    async page(user: UserRow | null, q: string | undefined, paging: ListPaging<NamedSortField>) {
      const { items, total } = await categoriesRepository.page(db, q, paging);
      return { categories: await present(items, user), total };
    },
    create: async (name: string, user: UserRow | null) => one(await categoriesRepository.insert(db, name), user),
    /** Also the "up arrow": a re-save with the same name moves the category to the top. */
    update: async (id: number, name: string, user: UserRow | null) => one(await categoriesRepository.update(db, id, name), user),
    async remove(id: number, user: UserRow | null) {
      const category = await one(await categoriesRepository.get(db, id), user);
      if (!(await categoriesRepository.remove(db, id))) throw categoryMissing();
      return category;
    },
  };
};

export const galleriesService = (ctx: AppContext) => {
  const { db, storage } = ctx;
  const present = async (rows: GalleryRow[]): Promise<Gallery[]> => {
    const ids = rows.map((row) => row.id);
    const [images, videoIds] = await Promise.all([galleriesRepository.images(db, ids), galleriesRepository.videoIds(db, ids)]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      updated_at: row.updated_at.toISOString(),
      images: (images.get(row.id) ?? []).map(toGalleryImage),
      videos: videoIds.get(row.id) ?? [],
    }));
  };
  const one = async (row: GalleryRow | null) => {
    if (!row) throw galleryMissing();
    return (await present([row]))[0]!;
  };
  const full = (field: string) => validationError({ [field]: 'catalog.gallery.full' });

  return {
    list: async () => present(await galleriesRepository.list(db)),
    async page(q: string | undefined, paging: ListPaging<NamedSortField>) {
      const { items, total } = await galleriesRepository.page(db, q, paging);
      return { galleries: await present(items), total };
    },
    get: async (id: number) => one(await galleriesRepository.get(db, id)),
    create: async (name: string) => one(await galleriesRepository.insert(db, name)),
    update: async (id: number, name: string) => one(await galleriesRepository.update(db, id, name)),
    async remove(id: number): Promise<Gallery> {
      const gallery = await one(await galleriesRepository.get(db, id));
      const removed = await galleriesRepository.remove(db, id);
      if (!removed) throw galleryMissing();
      await removeFiles(storage, removed.images.flatMap((image) => [image.url, image.thumb_url]));
      return gallery;
    },

    /** At most GALLERY_MAX_IMAGES (5); the last check happens under a lock, so races cannot pass it. */
    async addImage(id: number, field: string, data: Buffer | undefined): Promise<{ image: GalleryImage; gallery: Gallery }> {
      if (!(await galleriesRepository.get(db, id))) throw galleryMissing();
      if ((await galleriesRepository.imageCount(db, id)) >= GALLERY_MAX_IMAGES) throw full(field);
      if (!data) throw validationError({ [field]: 'catalog.image.required' });
      const stored = await storeGalleryImage(storage, field, data);
      const result = await galleriesRepository.addImageLimited(db, id, stored, GALLERY_MAX_IMAGES).catch(async (error: unknown) => {
        await removeFiles(storage, [stored.url, stored.thumb_url]);
        throw error;
      });
      if (result === 'missing' || result === 'full') {
        await removeFiles(storage, [stored.url, stored.thumb_url]);
        throw result === 'full' ? full(field) : galleryMissing();
      }
      return { image: toGalleryImage(result), gallery: await one(await galleriesRepository.get(db, id)) };
    },

    async removeImage(imageId: number): Promise<GalleryImage> {
      const row = await galleriesRepository.removeImage(db, imageId);
      if (!row) throw new AppError('NOT_FOUND', 'catalog.image_not_found');
      await removeFiles(storage, [row.url, row.thumb_url]);
      return toGalleryImage(row);
    },
  };
};
