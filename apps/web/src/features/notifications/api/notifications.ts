import { useMutation } from '@tanstack/react-query';
import { notificationsEndpoints } from '@scena/shared/notifications.endpoints';
import { ADMIN_CALL_META } from '../../../components/admin-kit/apiError';
import { call } from '../../../lib/endpoint-client';

/** POST /api/notifications/newcontent {allUsers}. */
export const useAnnounceNewContent = () =>
  useMutation({
    mutationFn: (allUsers: boolean) => call(notificationsEndpoints.newContent, { body: { allUsers } }),
    meta: ADMIN_CALL_META,
  });

/** POST /api/users/reject-tos (empty body). */
export const useRejectTos = () =>
  useMutation({ mutationFn: () => call(notificationsEndpoints.rejectTos, {}), meta: ADMIN_CALL_META });

/** POST /api/notifications/unsubscribe?u&t: the signed link from an e-mail (works signed out). */
export const unsubscribe = (u: number, t: string) =>
  call(notificationsEndpoints.unsubscribe, { query: { u, t } });
