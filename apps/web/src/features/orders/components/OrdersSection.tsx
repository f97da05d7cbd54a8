import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDERS_PAGE_SIZE } from '@scena/shared/constants';
import { formatPln } from '@scena/shared/money';
import { Alert, Spinner } from '../../../components/Alert';
import { apiErrorMessage } from '../../../lib/form-errors';
import { links } from '../../../lib/paths';
import { useOrderList } from '../api/order-lists';
import type { AnyOrder } from '../api/order';
import { accessUntilKey, formatInstant } from '../format';
import { PendingOrderActions } from './PendingOrderActions';
import { statusLabelKey } from '../order-status';
import type { ProductKind } from '../product';
import { Pager } from '../../../components/Pager';

const itemIdOf = (order: AnyOrder): number | null => ('event_id' in order ? order.event_id : order.video_id);

/** One kind's orders: newest first, 20 a page, paged by the server (spec 1 §2 /konto, §9). */
const OrdersTable = ({ kind }: { kind: ProductKind }) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useOrderList(kind, page);
  const navigate = useNavigate();
  const until = (order: AnyOrder) => {
    const shown = accessUntilKey(order);
    return 'date' in shown ? shown.date : t(shown.key);
  };
  const headingId = `orders-${kind}-heading`;
  let body;
  if (list.isPending) body = <Spinner label={t('common.loading')} />;
  else if (list.isError) body = <Alert tone="error">{apiErrorMessage(list.error, t)}</Alert>;
  else if (list.data.total === 0) body = <p>{t(`orders_list.empty_${kind}`)}</p>;
  else {
    const pages = Math.max(1, Math.ceil(list.data.total / ORDERS_PAGE_SIZE));
    body = (
      <>
        <div className="table-scroll">
          <table className="table" aria-labelledby={headingId}>
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
              {list.data.orders.map((order) => {
                const itemId = itemIdOf(order);
                const target = order.slug || itemId;
                return (
                  <tr key={order.id}>
                    <td>{target ? <Link to={links.item(kind, target)}>{order.title}</Link> : order.title}</td>
                    <td>{formatInstant(order.created_at)}</td>
                    <td>{formatPln(order.amount)}</td>
                    <td>{t(statusLabelKey(order))}</td>
                    <td>{until(order)}</td>
                    <td>
                      <Link to={links.orderStatus(kind, order.extOrderId)}>
                        {t('orders_list.show')}
                        <span className="visually-hidden">
                          : {t('orders_list.order_of', { title: order.title })}
                        </span>
                      </Link>
                      <PendingOrderActions
                        compact
                        kind={kind}
                        order={order}
                        onCancelled={() => {
                          if (itemId !== null) navigate(links.purchase(kind, itemId));
                        }}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <Pager page={page} pages={pages} label={t(`orders_list.pages_${kind}`)} onPage={setPage} />
      </>
    );
  }
  return (
    <div className="orders-table">
      <h3 id={headingId}>{t(`orders_list.heading_${kind}`)}</h3>
      {body}
    </div>
  );
};

/** The account page's purchases: event orders and video orders, each with its status page (spec 1 §2 /konto). */
export const OrdersSection = () => {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="orders-heading">
      <h2 id="orders-heading">{t('orders_list.heading')}</h2>
      <OrdersTable kind="event" />
      <OrdersTable kind="video" />
    </section>
  );
};
