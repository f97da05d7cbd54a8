import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@scena/shared';
import { api } from '../../../lib/api';
import { adminMeta, catalogKeys } from './keys';

/** GET /api/categories: sorted by last update, newest first. */
export const fetchCategories = (signal?: AbortSignal) =>
  api<{ categories: Category[] }>('/api/categories', { signal }).then((data) => data.categories);

export const categoriesQuery = () =>
  queryOptions({ queryKey: catalogKeys.categories(), queryFn: ({ signal }) => fetchCategories(signal), meta: adminMeta });

/** `enabled: false` defers loading until needed (e.g. a closed drawer's select). */
export const useCategories = (enabled = true) => useQuery({ ...categoriesQuery(), enabled });

/** One page of the admin categories table (GET /api/categories with the list contract). */
export const fetchCategoriesPage = (request: Record<string, string | number>, signal: AbortSignal) =>
  api<{ categories: Category[]; total: number }>('/api/categories', { query: request, signal }).then((data) => ({
    items: data.categories,
    total: data.total,
  }));
