import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AccountOrder } from '@scena/shared/account-orders.contract';
import { ORDERS_PAGE_SIZE } from '@scena/shared/constants';
import { formatPln } from '@scena/shared/money';
import { Alert, Spinner } from '../../../components/Alert';
import { Pager } from '../../../components/Pager';
import { apiErrorMessage } from '../../../lib/form-errors';
import { links } from '../../../lib/paths';
import { useAccountOrders } from '../api/account-orders';
import { accessUntilKey, formatInstant } from '../format';
import { statusLabelKey } from '../order-status';
import { PendingOrderActions } from './PendingOrderActions';

/** The line's order, when it is one (its number, status and amount are then always there). */
const orderOf = ({ extOrderId, status, amount, title, payment_url, cancelable }: AccountOrder) =>
  extOrderId !== null && status !== null && amount !== null
    ? { extOrderId, status, amount, title, payment_url, cancelable }
    : null;

/**
 * One line of the table: an order (amount, status, its status page, continue or cancel while
 * unpaid) or an access held without one (where it comes from instead of a status).
 */
const OrderLine = ({ line }: { line: AccountOrder }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const kind = line.item_type;
  const target = line.slug || line.item_id;
  const shown = accessUntilKey(line);
  const order = orderOf(line);
  return (
    <tr>
      <td>
        {target ? <Link to={links.item(kind, target)}>{line.title}</Link> : line.title}
        <span className="orders-table__kind">{t(`orders_list.kind_${kind}`)}</span>
      </td>
      <td>{formatInstant(line.created_at)}</td>
      <td>{order ? formatPln(order.amount) : t('order_status.none')}</td>
      <td>{order ? t(statusLabelKey(order)) : t(`orders_list.source_${line.source}`)}</td>
      <td>{'date' in shown ? shown.date : t(shown.key, shown.values)}</td>
      <td>
        {order ? (
          <>
            <Link to={links.orderStatus(kind, order.extOrderId)}>
              {t('orders_list.show')}
              <span className="visually-hidden">: {t('orders_list.order_of', { title: line.title })}</span>
            </Link>
            <PendingOrderActions
              compact
              kind={kind}
              order={order}
              onCancelled={() => {
                if (line.item_id !== null) navigate(links.purchase(kind, line.item_id));
              }}
            />
          </>
        ) : (
          t('order_status.none')
        )}
      </td>
    </tr>
  );
};

/**
 * The account page's orders (spec 1 §2 /konto, §9 20 a page): one table of what the viewer
 * bought and holds, events and videos together, each line saying until when it gives access in
 * the status page's wording (issue 19 item 10: two tables told one purchase two ways).
 */
export const OrdersSection = ({ userId }: { userId: number }) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useAccountOrders(userId, page);
  let body;
  if (list.isPending) body = <Spinner label={t('common.loading')} />;
  else if (list.isError) body = <Alert tone="error">{apiErrorMessage(list.error, t)}</Alert>;
  else if (list.data.total === 0) body = <p>{t('orders_list.empty')}</p>;
  else {
    const pages = Math.max(1, Math.ceil(list.data.total / ORDERS_PAGE_SIZE));
    body = (
      <>
        <div className="table-scroll">
          <table className="table orders-table" aria-labelledby="orders-heading">
            <thead>
              <tr>
                <th scope="col">{t('orders_list.title')}</th>
                <th scope="col">{t('orders_list.date')}</th>
                <th scope="col">{t('orders_list.amount')}</th>
                <th scope="col">{t('orders_list.status')}</th>
                <th scope="col">{t('orders_list.access_to')}</th>
                <th scope="col">{t('orders_list.details')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.orders.map((line) => (
                <OrderLine key={line.key} line={line} />
              ))}
            </tbody>
          </table>
        </div>
        <Pager page={page} pages={pages} label={t('orders_list.pages')} onPage={setPage} />
      </>
    );
  }
  return (
    <section className="card" aria-labelledby="orders-heading">
      <h2 id="orders-heading">{t('orders_list.heading')}</h2>
      {body}
    </section>
  );
};
