import { AppError } from '@scena/shared';
import type { DbOrTx } from '../../db/client';
import { foreignKeyViolation, uniqueViolation } from '../../db/errors';
import { validationError } from './form';
import type { translationStore } from './translations.repository';

type Store<Row extends { id: number; language_code: string }> = ReturnType<typeof translationStore<Row, Record<string, unknown>>>;

/** How one kind of translation (video, event, category, slide) is stored and checked. */
export interface TranslationKind<Row extends { id: number; language_code: string }> {
  store: Store<Row>;
  /** The body field naming the owner, e.g. 'video_id'. */
  ownerField: string;
  ownerExists(db: DbOrTx, ownerId: number): Promise<boolean>;
  /** Message key when the owner does not exist. */
  ownerMissing: string;
  /** Sanitises the body (e.g. HTML and iframes of video translations). */
  clean(values: Record<string, unknown>): Record<string, unknown>;
}

const translationExists = () => validationError({ language_code: 'catalog.validate.translation_exists' });
const notFound = () => new AppError('NOT_FOUND', 'catalog.translation_not_found');

/** Runs a write, turning the (owner, language) unique violation into the form message. */
const guarded = async <T>(write: () => Promise<T>, ownerMissing: string): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error)) throw translationExists();
    // The owner was deleted between the check and the write.
    if (foreignKeyViolation(error)) throw new AppError('NOT_FOUND', ownerMissing);
    throw error;
  }
};

export const translationService = <Row extends { id: number; language_code: string }>(db: DbOrTx, kind: TranslationKind<Row>) => ({
  async listForOwner(ownerId: number): Promise<Row[]> {
    if (!(await kind.ownerExists(db, ownerId))) throw new AppError('NOT_FOUND', kind.ownerMissing);
    return kind.store.listFor(db, [ownerId]);
  },
  async get(id: number): Promise<Row> {
    const row = await kind.store.get(db, id);
    if (!row) throw notFound();
    return row;
  },
  async create(body: Record<string, unknown>): Promise<Row> {
    const ownerId = body[kind.ownerField] as number;
    if (!(await kind.ownerExists(db, ownerId))) throw new AppError('NOT_FOUND', kind.ownerMissing);
    return guarded(() => kind.store.insert(db, kind.clean(body)), kind.ownerMissing);
  },
  async update(id: number, body: Record<string, unknown>): Promise<Row> {
    const row = await guarded(() => kind.store.update(db, id, kind.clean(body)), kind.ownerMissing);
    if (!row) throw notFound();
    return row;
  },
  async remove(id: number): Promise<Row> {
    const row = await kind.store.remove(db, id);
    if (!row) throw notFound();
    return row;
  },
});
