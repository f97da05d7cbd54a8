import { useMutation } from '@tanstack/react-query';
import { dataExportEndpoints } from '@scena/shared/data-export.endpoints';
import { call } from '../../../lib/endpoint-client';

/** POST /api/users/{id}/data-export: the owner's or an administrator's request; the link comes by e-mail. */
export const requestDataExport = (userId: number) =>
  call(dataExportEndpoints.request, { params: { id: userId } });

export const useRequestDataExport = () =>
  useMutation({ mutationFn: requestDataExport, meta: { localStatuses: 'all' } });
