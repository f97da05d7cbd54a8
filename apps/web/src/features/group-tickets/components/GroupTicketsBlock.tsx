import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPln } from '@scena/shared/money';
import { links } from '../../../lib/paths';
import { groupStatusLabelKey as statusLabelKey } from '../status-label';
import { useOwnGroupTicketOrders } from '../api/group-tickets';
import { GroupCodes } from './GroupCodes';
import '../group-tickets.css';

/** The account page's group tickets (spec 1 §2 account sections): shown when the viewer ordered any, with their codes. */
export const GroupTicketsBlock = () => {
  const { t } = useTranslation();
  const headingId = useId();
  const orders = useOwnGroupTicketOrders().data?.orders ?? [];
  if (orders.length === 0) return null;
  return (
    <section className="card account-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('group_tickets.account_title')}</h2>
      {orders.map((order) => (
        <article key={order.extOrderId} className="group-ticket-order">
          <h3>
            <Link to={links.groupTicketStatus(order.extOrderId)}>{order.desc}</Link>
          </h3>
          <p>
            {t(statusLabelKey(order))} · {formatPln(order.amount)} · {t('group_tickets.quantity_short')}:{' '}
            {order.product_quantity}
          </p>
          <GroupCodes order={order} />
        </article>
      ))}
    </section>
  );
};
