import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentEndpoints } from '@scena/shared/content.endpoints';
import { call } from '../../../lib/endpoint-client';
import { contentKeys } from './keys';

/** GET /api/pages/{slug}: title and server-sanitised HTML content; 404 when missing. */
export const fetchPage = (slug: string, signal?: AbortSignal) =>
  call(contentEndpoints.page, { params: { slug } }, { signal });

export const pageQuery = (slug: string, language: string) =>
  queryOptions({
    queryKey: contentKeys.page(slug, language),
    queryFn: ({ signal }) => fetchPage(slug, signal),
    // A missing page is shown in place with a home link (spec 1 §8), not on the error page.
    meta: { localStatuses: [404] },
  });

export const usePage = (slug: string, language: string) => useQuery(pageQuery(slug, language));
