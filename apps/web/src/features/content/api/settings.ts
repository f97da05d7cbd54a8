import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toCatalogFormData } from '@scena/shared/catalog.contract';
import { contentEndpoints } from '@scena/shared/content.endpoints';
import type {
  AppConfig,
  AppConfigImageField,
  AppConfigResponse,
  AppConfigUpdate,
  PageUpdate,
} from '@scena/shared';
import { ADMIN_CALL_META } from '../../../components/admin-kit/apiError';
import { call } from '../../../lib/endpoint-client';
import { useSession } from '../../../lib/session';
import { fetchAppConfig } from './app-config';
import { contentKeys } from './keys';

/** An administrator's answer carries every setting (the public part lacks contact_email). */
export const isWholeConfig = (config: AppConfigResponse | undefined): config is AppConfig =>
  !!config && 'contact_email' in config;

/** The whole config for the settings screens: always fresh from the server, not the shell's copy. */
export const useAdminConfig = () => {
  const { user } = useSession();
  return useQuery({
    queryKey: contentKeys.appConfig(user?.id ?? null),
    queryFn: ({ signal }) => fetchAppConfig(signal),
    staleTime: 0,
    meta: ADMIN_CALL_META,
    select: (config) => (isWholeConfig(config) ? config : undefined),
  });
};

/** PUT /api/appconfig, multipart: changed fields plus new images as `<field>_data`. */
export const updateAppConfig = (
  fields: AppConfigUpdate,
  images: Partial<Record<`${AppConfigImageField}_data`, Blob | null>> = {},
) =>
  call(contentEndpoints.updateAppConfig, {
    body: toCatalogFormData(fields as Record<string, unknown>, images),
  });

export const clearConfigImage = (id: AppConfigImageField) =>
  call(contentEndpoints.clearAppConfigImage, { params: { id } });

/** Every variant of the config (guest, viewer, admin) and the home config follow a change. */
const useConfigSaved = () => {
  const client = useQueryClient();
  const { user } = useSession();
  return (config: AppConfig) => {
    client.setQueryData(contentKeys.appConfig(user?.id ?? null), config);
    void client.invalidateQueries({ queryKey: ['content', 'appconfig'] });
    void client.invalidateQueries({ queryKey: contentKeys.homeConfig() });
    void client.invalidateQueries({ queryKey: contentKeys.audit() });
  };
};

export const useUpdateAppConfig = () => {
  const saved = useConfigSaved();
  return useMutation({
    mutationFn: (input: { fields: AppConfigUpdate; images?: Parameters<typeof updateAppConfig>[1] }) =>
      updateAppConfig(input.fields, input.images),
    meta: ADMIN_CALL_META,
    onSuccess: saved,
  });
};

export const useClearConfigImage = () => {
  const saved = useConfigSaved();
  return useMutation({ mutationFn: clearConfigImage, meta: ADMIN_CALL_META, onSuccess: saved });
};

/** GET /api/pages/{id} for the editor (pages 1-4 by id, whatever their slug now). */
export const usePageById = (id: number) =>
  useQuery({
    queryKey: contentKeys.page(String(id), 'admin'),
    queryFn: ({ signal }) => call(contentEndpoints.page, { params: { slug: String(id) } }, { signal }),
    meta: ADMIN_CALL_META,
    staleTime: 0,
  });

export const useUpdatePage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PageUpdate }) =>
      call(contentEndpoints.updatePage, { params: { id }, body }),
    meta: ADMIN_CALL_META,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['content', 'page'] });
      void client.invalidateQueries({ queryKey: contentKeys.audit() });
    },
  });
};

/** GET /api/appconfig/audit: the change history, newest first. */
export const useAuditLog = (page: number, pageSize: number) =>
  useQuery({
    queryKey: [...contentKeys.audit(), page, pageSize],
    queryFn: ({ signal }) =>
      call(contentEndpoints.auditLog, { query: { page, page_size: pageSize } as never }, { signal }),
    meta: ADMIN_CALL_META,
    placeholderData: keepPreviousData,
  });
