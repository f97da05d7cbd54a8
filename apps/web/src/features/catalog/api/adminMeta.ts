/** Admin calls report failures themselves (toasts, form errors), not via the error page. */
export { ADMIN_CALL_META as adminMeta } from '../../../components/admin-kit/apiError';
