import { AppError, type Category, type ListPaging, type NamedSortField } from '@scena/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { validationError } from '../../lib/form-validation';
import type { UserRow } from '../users';
import { isAdmin } from './media-access';
import { toCategoryTranslation } from './taxonomy.presenter';
import { categoriesRepository } from './taxonomy.repository';
import type { CategoryRow } from './taxonomy.table';
import { categoryTranslationsRepository } from './translations.repository';
import { viewerListedVideo } from './videos.repository';

const categoryMissing = () => new AppError('NOT_FOUND', 'catalog.category_not_found');

/** Two categories of one name (any case) would be two identical filters for viewers. */
const uniqueName = async (tx: Tx, name: string, exceptId?: number) => {
  await categoriesRepository.lockNames(tx);
  if (await categoriesRepository.nameTaken(tx, name, exceptId))
    throw validationError({ name: 'catalog.validate.category_taken' });
};

/** Categories (spec 2 §2.7): the VOD filters; newest-updated first (the up arrow re-saves). */
export const createCategoriesService = (ctx: AppContext) => {
  const { db } = ctx;
  /** Non-admins see only the ids of videos they may list. */
  const present = async (rows: CategoryRow[], user: UserRow | null): Promise<Category[]> => {
    const ids = rows.map((row) => row.id);
    const [videoIds, translations] = await Promise.all([
      categoriesRepository.videoIds(db, ids, isAdmin(user) ? undefined : viewerListedVideo()),
      categoryTranslationsRepository.listFor(db, ids),
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
    create: async (name: string, user: UserRow | null) =>
      one(
        await inTransaction(db, async (tx) => {
          await uniqueName(tx, name);
          return categoriesRepository.insert(tx, name);
        }),
        user,
      ),
    /** Also the "up arrow": a re-save with the same name moves the category to the top. */
    update: async (id: number, name: string, user: UserRow | null) =>
      one(
        await inTransaction(db, async (tx) => {
          await uniqueName(tx, name, id);
          return categoriesRepository.update(tx, id, name);
        }),
        user,
      ),
    async remove(id: number, user: UserRow | null) {
      const category = await one(await categoriesRepository.get(db, id), user);
      if (!(await categoriesRepository.remove(db, id))) throw categoryMissing();
      return category;
    },
    exists: async (id: number) => !!(await categoriesRepository.get(db, id)),
  };
};
