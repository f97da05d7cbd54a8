import {
  AppError,
  type CategoryTranslation,
  type EventTranslation,
  type SlideTranslation,
  type TranslationKind,
  type VideoTranslation,
} from '@scena/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { foreignKeyViolation, uniqueViolation } from '../../db/errors';
import { validationError } from '../../lib/form-validation';
import { toEventTranslation } from './event.presenter';
import { eventsRepository } from './events.repository';
import { cleanFields } from './sanitized-fields';
import { toSlideTranslation } from './slide.presenter';
import { slidesRepository } from './slides.repository';
import { toCategoryTranslation } from './taxonomy.presenter';
import { categoriesRepository } from './taxonomy.repository';
import {
  categoryTranslationsRepository,
  eventTranslationsRepository,
  slideTranslationsRepository,
  videoTranslationsRepository,
  type TranslationRepository,
  type TranslationRowBase,
} from './translations.repository';
import { toVideoTranslation } from './video.presenter';
import { videosRepository } from './videos.repository';
import { VIDEO_HTML_FIELDS, VIDEO_MEDIA_FIELDS } from './videos.service';

/** The API shape of a translation of each kind. */
export interface TranslationDtos {
  video: VideoTranslation;
  event: EventTranslation;
  category: CategoryTranslation;
  slide: SlideTranslation;
}

/** How one kind of translation is stored, checked and shown. */
interface TranslationKindRules<Row extends TranslationRowBase, Dto> {
  repository: TranslationRepository<Row>;
  /** The body field naming the owner, e.g. 'video_id'. */
  ownerField: string;
  ownerExists(db: DbOrTx, ownerId: number): Promise<boolean>;
  /** Message key when the owner does not exist. */
  ownerMissing: string;
  /** Sanitises the body (HTML and iframes of video translations). */
  clean(ctx: AppContext, values: Record<string, unknown>): Record<string, unknown>;
  toDto(row: Row): Dto;
}

const rules = <Row extends TranslationRowBase, Dto>(kind: TranslationKindRules<Row, Dto>) => kind;
const asIs = (_ctx: AppContext, values: Record<string, unknown>) => values;

const KINDS = {
  video: rules({
    repository: videoTranslationsRepository,
    ownerField: 'video_id',
    ownerExists: (db, id) => videosRepository.exists(db, id),
    ownerMissing: 'catalog.video_not_found',
    clean: (ctx, values) => cleanFields(ctx.config, values, VIDEO_HTML_FIELDS, VIDEO_MEDIA_FIELDS),
    // Translation routes are admin-only, so the media fields are always included here.
    toDto: (row) => toVideoTranslation(row, true),
  }),
  event: rules({
    repository: eventTranslationsRepository,
    ownerField: 'event_id',
    ownerExists: (db, id) => eventsRepository.exists(db, id),
    ownerMissing: 'catalog.event_not_found',
    clean: asIs,
    toDto: toEventTranslation,
  }),
  category: rules({
    repository: categoryTranslationsRepository,
    ownerField: 'category_id',
    ownerExists: async (db, id) => !!(await categoriesRepository.get(db, id)),
    ownerMissing: 'catalog.category_not_found',
    clean: asIs,
    toDto: toCategoryTranslation,
  }),
  slide: rules({
    repository: slideTranslationsRepository,
    ownerField: 'slide_id',
    ownerExists: (db, id) => slidesRepository.exists(db, id),
    ownerMissing: 'catalog.slide_not_found',
    clean: asIs,
    toDto: toSlideTranslation,
  }),
} satisfies { [K in TranslationKind]: { toDto: (row: never) => TranslationDtos[K] } };

const translationExists = () => validationError({ language_code: 'catalog.validate.translation_exists' });
const notFound = () => new AppError('NOT_FOUND', 'catalog.translation_not_found');

/**
 * The translations of one kind of item (spec 2 §2.4, §2.6, §2.7): one per language per item; the
 * (owner, language) unique index decides a race, and its violation becomes the form message.
 */
export const createTranslationsService = <K extends TranslationKind>(ctx: AppContext, kindName: K) => {
  const { db } = ctx;
  const kind = KINDS[kindName] as unknown as TranslationKindRules<TranslationRowBase, TranslationDtos[K]>;
  const ownerMissing = () => new AppError('NOT_FOUND', kind.ownerMissing);

  /** Runs a write, turning the (owner, language) unique violation into the form message. */
  const guarded = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (uniqueViolation(error)) throw translationExists();
      // The owner was deleted between the check and the write.
      if (foreignKeyViolation(error)) throw ownerMissing();
      throw error;
    }
  };

  return {
    async listForOwner(ownerId: number): Promise<TranslationDtos[K][]> {
      if (!(await kind.ownerExists(db, ownerId))) throw ownerMissing();
      return (await kind.repository.listFor(db, [ownerId])).map(kind.toDto);
    },
    async get(id: number): Promise<TranslationDtos[K]> {
      const row = await kind.repository.get(db, id);
      if (!row) throw notFound();
      return kind.toDto(row);
    },
    async create(body: Record<string, unknown>): Promise<TranslationDtos[K]> {
      if (!(await kind.ownerExists(db, body[kind.ownerField] as number))) throw ownerMissing();
      return kind.toDto(await guarded(() => kind.repository.insert(db, kind.clean(ctx, body))));
    },
    async update(id: number, body: Record<string, unknown>): Promise<TranslationDtos[K]> {
      const row = await guarded(() => kind.repository.update(db, id, kind.clean(ctx, body)));
      if (!row) throw notFound();
      return kind.toDto(row);
    },
    async remove(id: number): Promise<TranslationDtos[K]> {
      const row = await kind.repository.remove(db, id);
      if (!row) throw notFound();
      return kind.toDto(row);
    },
  };
};
