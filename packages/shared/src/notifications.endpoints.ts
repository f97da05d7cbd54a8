import { access, defineEndpoint } from './http/endpoint';
import {
  newContentBody,
  newContentResponse,
  rejectTosResponse,
  unsubscribeQuery,
  unsubscribeResponse,
} from './notifications.contract';

/** Notifications and the 'new regulations' action (spec 2 §7 Settings, pages, notifications). */
export const notificationsEndpoints = {
  newContent: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/newcontent',
    access: access.admin,
    body: newContentBody,
    response: newContentResponse,
  }),
  /** Every account must accept the terms again (admins too); the settings screen allows it once per session. */
  rejectTos: defineEndpoint({
    method: 'POST',
    path: '/api/users/reject-tos',
    access: access.admin,
    response: rejectTosResponse,
  }),
  /**
   * One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` to this
   * address; the web's unsubscribe page posts here too. The signed link is the credential.
   */
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    access: access.public('unsubscribe link from an e-mail, signed; works signed out'),
    query: unsubscribeQuery,
    response: unsubscribeResponse,
  }),
};
