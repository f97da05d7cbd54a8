import { AppError, DEFAULT_LANGUAGE, type Page, type PageUpdate } from '@scena/shared';
import type { AppContext } from '../../context';
import { sanitizeAdminHtml } from '../../lib/sanitize-html';
import { inTransaction } from '../../db/transaction';
import { auditRepository, type AuditActor } from './audit.repository';
import { pagesRepository } from './pages.repository';
import type { PageRow } from './pages.table';

/** Pages are stored in Polish only (the product's language); the answer says so (WCAG 3.1.2). */
const toPage = (row: PageRow): Page => ({
  id: row.id,
  title: row.title,
  content: row.content,
  slug: row.slug,
  language: DEFAULT_LANGUAGE,
});

const notFound = () => new AppError('NOT_FOUND', 'content.page_not_found');

/** Static pages (CONTEXT.md). */
export const createPagesService = (ctx: Pick<AppContext, 'db' | 'config'>) => ({
  /**
   * A page by slug; a number that is no page's slug is taken as an id, so the settings screen can
   * load pages 1-4 (spec 2 §9) even after an administrator changed their slugs.
   */
  async get(slugOrId: string): Promise<Page> {
    const bySlug = await pagesRepository.findBySlug(ctx.db, slugOrId);
    if (bySlug) return toPage(bySlug);
    if (/^[1-9]\d{0,8}$/.test(slugOrId)) {
      const byId = await pagesRepository.findById(ctx.db, Number(slugOrId));
      if (byId) return toPage(byId);
    }
    throw notFound();
  },

  /**
   * PUT /api/pages/{id}: the content is sanitised with the admin allowlist before it is stored;
   * what changed goes to the settings audit log in the same transaction.
   */
  async update(id: number, input: PageUpdate, actor: AuditActor | null = null): Promise<Page> {
    const content = sanitizeAdminHtml(input.content, { iframeHosts: ctx.config.IFRAME_HOSTS });
    if (content === '') {
      throw new AppError('VALIDATION', 'content.validate.content_required', {
        formError: { content: 'content.validate.content_required' },
      });
    }
    const values = { title: input.title, slug: input.slug, content };
    const result = await inTransaction(ctx.db, async (tx) => {
      const before = await pagesRepository.findById(tx, id);
      if (!before) throw notFound();
      const row = await pagesRepository.update(tx, id, values);
      if (row === 'slug_taken') {
        throw new AppError('CONFLICT', 'content.validate.slug_taken', {
          formError: { slug: 'content.validate.slug_taken' },
        });
      }
      if (!row) throw notFound();
      const changes = (['title', 'slug', 'content'] as const)
        .filter((field) => before[field] !== row[field])
        .map((field) => ({ field, old: before[field], new: row[field] }));
      await auditRepository.record(tx, { subject: 'page', subjectId: id, actor, changes });
      return row;
    });
    return toPage(result);
  },
});

export type PagesService = ReturnType<typeof createPagesService>;
