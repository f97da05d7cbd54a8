import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { giftsEndpoints } from '@scena/shared/gifts.endpoints';
import type { GiftConfig, GiftImageField } from '@scena/shared/gifts.contract';
import { toCatalogFormData } from '@scena/shared/catalog.contract';
import { ADMIN_CALL_META } from '../../../components/admin-kit/apiError';
import { call } from '../../../lib/endpoint-client';
import { giftsKeys } from './keys';

/** GET /api/gifts/settings: the gift offer (purchase pages, the panel's cards). */
export const useGiftSettings = (options: { admin?: boolean } = {}) =>
  useQuery({
    queryKey: giftsKeys.settings(),
    queryFn: ({ signal }) => call(giftsEndpoints.settings, undefined, { signal }),
    staleTime: options.admin ? 0 : 60_000,
    meta: options.admin ? ADMIN_CALL_META : { silent: true },
  });

/** PUT /api/gifts/settings, multipart: one card's fields plus new banners as `<field>_data`. */
export const updateGiftSettings = (
  fields: Record<string, unknown>,
  images: Partial<Record<`${GiftImageField}_data`, Blob>> = {},
) => call(giftsEndpoints.updateSettings, { body: toCatalogFormData(fields, images) as never });

const useSaved = () => {
  const client = useQueryClient();
  return (config: GiftConfig) => {
    client.setQueryData(giftsKeys.settings(), config);
    // The home's gift block reads /external_api/config.
    void client.invalidateQueries({ queryKey: ['content'] });
  };
};

export const useUpdateGiftSettings = () => {
  const saved = useSaved();
  return useMutation({
    mutationFn: (input: {
      fields: Record<string, unknown>;
      images?: Parameters<typeof updateGiftSettings>[1];
    }) => updateGiftSettings(input.fields, input.images),
    meta: ADMIN_CALL_META,
    onSuccess: saved,
  });
};

/** DELETE /api/gifts/settings/image/{id}: at once, clearing the field (spec 3 §2.5). */
export const useClearGiftImage = () => {
  const saved = useSaved();
  return useMutation({
    mutationFn: (id: GiftImageField) => call(giftsEndpoints.clearImage, { params: { id } }),
    meta: ADMIN_CALL_META,
    onSuccess: saved,
  });
};
