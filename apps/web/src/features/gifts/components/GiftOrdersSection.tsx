import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPln } from '@scena/shared/money';
import { Alert, Spinner } from '../../../components/Alert';
import { apiErrorMessage } from '../../../lib/form-errors';
import { links } from '../../../lib/paths';
import { useGiftOrders } from '../api/orders';
import { formatInstant, giftTitle, statusKey } from '../status';
import { GiftCodes } from './GiftCodes';

/** The account page's gifts (spec 1 §2 /konto): the viewer's gift orders with their codes and whether each was used. */
export const GiftOrdersSection = () => {
  const { t, i18n } = useTranslation();
  const list = useGiftOrders();
  let body;
  if (list.isPending) body = <Spinner label={t('common.loading')} />;
  else if (list.isError) body = <Alert tone="error">{apiErrorMessage(list.error, t)}</Alert>;
  else if (list.data.orders.length === 0) body = <p>{t('gifts.account_empty')}</p>;
  else
    body = (
      <div className="table-scroll">
        <table className="table" aria-labelledby="gifts-heading">
          <thead>
            <tr>
              <th scope="col">{t('orders_list.title')}</th>
              <th scope="col">{t('orders_list.date')}</th>
              <th scope="col">{t('orders_list.amount')}</th>
              <th scope="col">{t('orders_list.status')}</th>
              <th scope="col">{t('gifts.codes')}</th>
              <th scope="col">{t('orders_list.details')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.orders.map((order) => {
              const title = giftTitle(order, i18n.language);
              return (
                <tr key={order.extOrderId}>
                  <td>{title}</td>
                  <td>{formatInstant(order.created_at)}</td>
                  <td>{formatPln(order.amount)}</td>
                  <td>{t(statusKey(order.status))}</td>
                  <td>
                    {order.status === 'COMPLETED' || order.codes.length > 0 ? (
                      <GiftCodes codes={order.codes} />
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>
                    <Link to={links.giftStatus(order.extOrderId)}>
                      {t('orders_list.show')}
                      <span className="visually-hidden">: {t('orders_list.order_of', { title })}</span>
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );
  return (
    <section className="card" aria-labelledby="gifts-heading">
      <h2 id="gifts-heading">{t('gifts.account_heading')}</h2>
      {body}
    </section>
  );
};
