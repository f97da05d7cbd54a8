import {
  AppError,
  GALLERY_IMAGE_FIELDS,
  GALLERY_MAX_IMAGES,
  type Gallery,
  type GalleryImage,
  type ListPaging,
  type NamedSortField,
} from '@scena/shared';
import { storeGalleryImage, type ImageKind, type ValidatedForm } from '../../adapters/storage';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { removeFiles } from '../../lib/form-images';
import { validationError } from '../../lib/form-validation';
import { toGalleryImage } from './taxonomy.presenter';
import { galleriesRepository } from './taxonomy.repository';
import type { GalleryRow } from './taxonomy.table';

const galleryMissing = () => new AppError('NOT_FOUND', 'catalog.gallery_not_found');

/** Galleries are chosen by name in the video form: two of one name (any case) cannot be told apart. */
const uniqueName = async (tx: Tx, name: string, exceptId?: number) => {
  await galleriesRepository.lockNames(tx);
  if (await galleriesRepository.nameTaken(tx, name, exceptId))
    throw validationError({ name: 'catalog.validate.gallery_taken' });
};

/** The file parts an upload may use (one image per request). */
export const GALLERY_IMAGE_KINDS: Record<string, ImageKind> = Object.fromEntries(
  GALLERY_IMAGE_FIELDS.map((field) => [field, 'gallery' as const]),
);

/** Galleries (spec 2 §2.8): at most five images each; viewers see them embedded in videos and events. */
export const createGalleriesService = (ctx: AppContext) => {
  const { db, storage } = ctx;
  const present = async (rows: GalleryRow[]): Promise<Gallery[]> => {
    const ids = rows.map((row) => row.id);
    const [images, videoIds] = await Promise.all([
      galleriesRepository.images(db, ids),
      galleriesRepository.videoIds(db, ids),
    ]);
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
    create: async (name: string) =>
      one(
        await inTransaction(db, async (tx) => {
          await uniqueName(tx, name);
          return galleriesRepository.insert(tx, name);
        }),
      ),
    update: async (id: number, name: string) =>
      one(
        await inTransaction(db, async (tx) => {
          await uniqueName(tx, name, id);
          return galleriesRepository.update(tx, id, name);
        }),
      ),
    async remove(id: number): Promise<Gallery> {
      const gallery = await one(await galleriesRepository.get(db, id));
      // The image rows go with the gallery (cascade); read them in the same transaction so their files can go too.
      const images = await inTransaction(db, async (tx) => {
        const rows = await galleriesRepository.imagesOf(tx, id);
        return (await galleriesRepository.remove(tx, id)) ? rows : null;
      });
      if (!images) throw galleryMissing();
      await removeFiles(
        storage,
        images.flatMap((image) => [image.url, image.thumb_url]),
      );
      return gallery;
    },

    /**
     * At most GALLERY_MAX_IMAGES (5). The last check runs with the gallery row locked, so two
     * concurrent uploads cannot both see four images and make six.
     */
    async addImage(
      id: number,
      form: ValidatedForm<unknown>,
    ): Promise<{ image: GalleryImage; gallery: Gallery }> {
      const field = GALLERY_IMAGE_FIELDS.find((name) => form.files[name]) ?? GALLERY_IMAGE_FIELDS[0];
      const data = form.files[field];
      if (!(await galleriesRepository.get(db, id))) throw galleryMissing();
      if ((await galleriesRepository.imageCount(db, id)) >= GALLERY_MAX_IMAGES) throw full(field);
      if (!data) throw validationError({ [field]: 'catalog.image.required' });
      const stored = await storeGalleryImage(storage, field, data);
      const result = await inTransaction(db, async (tx): Promise<GalleryImage | 'missing' | 'full'> => {
        if (!(await galleriesRepository.lock(tx, id))) return 'missing';
        if ((await galleriesRepository.imageCount(tx, id)) >= GALLERY_MAX_IMAGES) return 'full';
        return toGalleryImage(await galleriesRepository.insertImage(tx, id, stored));
      }).catch(async (error: unknown) => {
        await removeFiles(storage, [stored.url, stored.thumb_url]);
        throw error;
      });
      if (result === 'missing' || result === 'full') {
        await removeFiles(storage, [stored.url, stored.thumb_url]);
        throw result === 'full' ? full(field) : galleryMissing();
      }
      return { image: result, gallery: await one(await galleriesRepository.get(db, id)) };
    },

    async removeImage(imageId: number): Promise<GalleryImage> {
      const row = await galleriesRepository.removeImage(db, imageId);
      if (!row) throw new AppError('NOT_FOUND', 'catalog.image_not_found');
      await removeFiles(storage, [row.url, row.thumb_url]);
      return toGalleryImage(row);
    },
  };
};
