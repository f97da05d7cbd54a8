import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@scena/shared/catalog.contract';
import { api } from '../../../lib/api';
import { homeKeys, PUBLIC_META } from './public-keys';

/** GET /api/categories (open to guests): the VOD block's filter buttons. */
export const fetchHomeCategories = (signal?: AbortSignal) =>
  api<{ categories: Category[] }>('/api/categories', { signal }).then((data) => data.categories);

export const homeCategoriesQuery = () =>
  queryOptions({ queryKey: homeKeys.categories(), queryFn: ({ signal }) => fetchHomeCategories(signal), meta: PUBLIC_META });

export const useHomeCategories = (enabled = true) => useQuery({ ...homeCategoriesQuery(), enabled });
