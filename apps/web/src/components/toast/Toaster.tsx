import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts, type Toast } from './toast-store';

const ToastItem = ({ item }: { item: Toast }) => {
  const { t } = useTranslation();
  return (
    <div className={`toast toast--${item.tone}`}>
      <div className="toast__body">
        {item.title && <p className="toast__title">{item.title}</p>}
        <p className="toast__message">{item.message}</p>
      </div>
      <button
        type="button"
        className="toast__close"
        onClick={() => dismissToast(item.id)}
        aria-label={t('common.close_notification')}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
};

/**
 * Two live regions that exist from the first render (screen readers ignore regions added
 * together with their content): polite for information, assertive for problems. Rendered
 * outside #root so a modal (which makes #root inert) does not silence them.
 */
export const Toaster = () => {
  const { t } = useTranslation();
  const toasts = useToasts();
  const urgent = toasts.filter((item) => item.tone === 'error' || item.tone === 'warning');
  const calm = toasts.filter((item) => item.tone === 'info' || item.tone === 'success');
  return createPortal(
    <section className="toaster" aria-label={t('common.notifications')}>
      <div role="alert" aria-live="assertive" aria-atomic="false" className="toaster__list">
        {urgent.map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </div>
      <div role="status" aria-live="polite" aria-atomic="false" className="toaster__list">
        {calm.map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </div>
    </section>,
    document.body,
  );
};
