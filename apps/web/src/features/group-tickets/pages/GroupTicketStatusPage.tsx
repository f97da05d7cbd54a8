import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPln } from '@scena/shared/money';
import { Alert, Spinner } from '../../../components/Alert';
import { ButtonLink } from '../../../components/Button';
import { apiErrorMessage } from '../../../lib/form-errors';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { groupStatusLabelKey as statusLabelKey } from '../status-label';
import { useGroupTicketOrder } from '../api/group-tickets';
import { GroupCodes } from '../components/GroupCodes';
import '../group-tickets.css';

/**
 * /status-zamowienia/bilet-grupowy/{extOrderId} (spec 1 §2): the group order's real status, asked
 * again while the payment is processing; once COMPLETED its codes, each marked used or not.
 */
export const GroupTicketStatusPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('group_tickets.status_title'));
  const { extOrderId = '' } = useParams();
  const query = useGroupTicketOrder(extOrderId);
  const order = query.data;
  return (
    <div className="page page--narrow">
      <h1>{t('group_tickets.status_title')}</h1>
      {query.isPending && <Spinner label={t('common.loading')} />}
      {query.isError && <Alert tone="error">{apiErrorMessage(query.error, t)}</Alert>}
      {order && (
        <section className="card" aria-label={t('group_tickets.order')}>
          <dl className="order-status__facts">
            <dt>{t('group_tickets.order')}</dt>
            <dd>{order.desc}</dd>
            <dt>{t('group_tickets.status')}</dt>
            <dd>{t(statusLabelKey(order))}</dd>
            <dt>{t('group_tickets.quantity_short')}</dt>
            <dd>{order.product_quantity}</dd>
            <dt>{t('group_tickets.amount')}</dt>
            <dd>{formatPln(order.amount)}</dd>
          </dl>
          {order.payment_url && (
            <p>
              <a href={order.payment_url}>{t('group_tickets.continue_payment')}</a>
            </p>
          )}
          <h2>{t('group_tickets.codes')}</h2>
          <GroupCodes order={order} />
        </section>
      )}
      <ButtonLink to={paths.account} variant="ghost">
        {t('order_status.to_account')}
      </ButtonLink>
    </div>
  );
};
