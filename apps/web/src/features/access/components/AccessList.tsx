import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDERS_PAGE_SIZE } from '@scena/shared/constants';
import { warsawParts } from '@scena/shared/time';
import { Alert, Spinner } from '../../../components/Alert';
import { apiErrorMessage } from '../../../lib/form-errors';
import { links } from '../../../lib/paths';
import { useAccessList } from '../api/access-list';
import { Pager } from '../../../components/Pager';

const pad = (n: number) => String(n).padStart(2, '0');
/** 'H:mm, DD.MM.YYYY' in Warsaw (spec 1 §9 formats). */
const when = (iso: string) => {
  const p = warsawParts(new Date(iso));
  return `${p.h}:${pad(p.min)}, ${pad(p.d)}.${pad(p.m)}.${p.y}`;
};

/**
 * The account page's orders section: every item the user has access to (free grants today,
 * purchases later), 20 a page (spec 1 §2, §9).
 */
export const AccessList = ({ userId }: { userId: number }) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useAccessList(userId, page);
  let body;
  if (list.isPending) body = <Spinner label={t('common.loading')} />;
  else if (list.isError) body = <Alert tone="error">{apiErrorMessage(list.error, t)}</Alert>;
  else if (list.data.total === 0) body = <p>{t('access_list.empty')}</p>;
  else {
    const pages = Math.max(1, Math.ceil(list.data.total / ORDERS_PAGE_SIZE));
    body = (
      <>
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('access_list.title')}</th>
                <th scope="col">{t('access_list.source')}</th>
                <th scope="col">{t('access_list.created')}</th>
                <th scope="col">{t('access_list.until')}</th>
                <th scope="col">{t('access_list.views')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.access.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Link to={links.item(row.item_type, row.slug || row.item_id)}>{row.title}</Link>
                  </td>
                  <td>{t(`access_list.source_${row.source}`)}</td>
                  <td>{when(row.created_at)}</td>
                  <td>
                    {row.expiration_date
                      ? when(row.expiration_date)
                      : t(row.used ? 'access_list.unlimited' : 'access_list.not_started')}
                  </td>
                  <td>{row.views}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager page={page} pages={pages} label={t('access_list.pages')} onPage={setPage} />
      </>
    );
  }
  return (
    <section className="card" aria-labelledby="access-heading">
      <h2 id="access-heading">{t('access_list.heading')}</h2>
      {body}
    </section>
  );
};
