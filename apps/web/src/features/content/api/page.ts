import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@scena/shared/content.contract';
import { api } from '../../../lib/api';

/** GET /api/pages/{slug}: title and server-sanitised HTML content; 404 when missing. */
export const fetchPage = (slug: string, signal?: AbortSignal) =>
  api<Page>(`/api/pages/${encodeURIComponent(slug)}`, { signal });

export const pageQuery = (slug: string, language: string) =>
  queryOptions({
    queryKey: ['page', slug, language],
    queryFn: ({ signal }) => fetchPage(slug, signal),
    // A missing page is shown in place with a home link (spec 1 §8), not on the error page.
    meta: { localStatuses: [404] },
  });

export const usePage = (slug: string, language: string) => useQuery(pageQuery(slug, language));
