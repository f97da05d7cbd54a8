import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../../components/Button';
import { accessReasonKey } from '@scena/shared/access/reasons';
import type { ItemAction } from '../../item/actions';

const BUY_KEY = {
  buy: 'item_page.buy',
  get_access: 'item_page.get_access',
  use_code: 'item_page.use_code',
} as const;

/**
 * The item's buttons (spec 1 §2): buy, get access or use code lead to the purchase page; when a
 * purchase is not possible now (no tickets, payments off, not available) the button is disabled
 * and says why.
 */
export const ItemActions = ({
  action,
  signInHref,
  purchaseHref,
  onWatch,
  watchBusy,
  ended,
}: {
  action: ItemAction;
  signInHref: string;
  /** The item's purchase page. */
  purchaseHref: string;
  onWatch: () => void;
  watchBusy?: boolean;
  ended: string;
}) => {
  const { t } = useTranslation();
  const noteId = useId();
  switch (action.kind) {
    case 'sign_in':
      return (
        <div className="item-actions">
          <ButtonLink to={signInHref}>{t('item_page.sign_in_to_watch')}</ButtonLink>
        </div>
      );
    case 'watch':
      return (
        <div className="item-actions">
          <Button onClick={onWatch} loading={watchBusy}>
            {t('item_page.watch')}
          </Button>
        </div>
      );
    case 'access':
      return (
        <div className="item-actions">
          <p className="item-tag item-tag--access">{t('item_page.has_access')}</p>
        </div>
      );
    case 'ended':
      return (
        <div className="item-actions">
          <p className="item-tag item-tag--ended">{ended}</p>
        </div>
      );
    case 'processing':
      // The purchase page offers to continue the payment or to cancel it and start again.
      return (
        <div className="item-actions">
          <Button disabled variant="secondary" className="btn--processing">
            {t('item_page.processing')}
          </Button>
          <ButtonLink to={purchaseHref} variant="ghost">
            {t('item_page.resume_payment')}
          </ButtonLink>
        </div>
      );
    case 'blocked':
      return (
        <div className="item-actions">
          <Button disabled aria-describedby={noteId}>
            {t('item_page.buy')}
          </Button>
          <p id={noteId} className="item-actions__note" role="note">
            {t(accessReasonKey(action.reason))}
          </p>
        </div>
      );
    default:
      if (!action.reason) {
        return (
          <div className="item-actions">
            <ButtonLink to={purchaseHref}>{t(BUY_KEY[action.kind])}</ButtonLink>
          </div>
        );
      }
      return (
        <div className="item-actions">
          <Button disabled aria-describedby={noteId}>
            {t(BUY_KEY[action.kind])}
          </Button>
          <p id={noteId} className="item-actions__note">
            {t(accessReasonKey(action.reason))}
          </p>
        </div>
      );
  }
};
