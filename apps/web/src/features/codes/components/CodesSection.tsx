import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserCode } from '@scena/shared/codes.contract';
import { ORDERS_PAGE_SIZE } from '@scena/shared/constants';
import { formatPln } from '@scena/shared/money';
import { Alert, Spinner } from '../../../components/Alert';
import { Pager } from '../../../components/Pager';
import { formatDate, formatTime } from '../../../lib/dates';
import { apiErrorMessage } from '../../../lib/form-errors';
import { links } from '../../../lib/paths';
import { useUserCodes } from '../api/user-codes';
import { ActivateCodeForm } from './ActivateCodeForm';
import { RemoveCodeButton } from './RemoveCodeButton';

const when = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;

const Discount = ({ code }: { code: UserCode }) => {
  const { t } = useTranslation();
  if (code.kind !== 'discount') return <>{t(`codes_section.kind_${code.kind}`)}</>;
  return (
    <>{code.discount_cash !== null ? formatPln(code.discount_cash) : `${code.discount_percent ?? 0}%`}</>
  );
};

const Product = ({ code }: { code: UserCode }) => {
  const { t } = useTranslation();
  if (code.product_type === 'any') return <>{t('codes_section.any_product')}</>;
  if (!code.title || !code.slug) return <>{t('codes_section.item_gone')}</>;
  return <Link to={links.item(code.product_type, code.slug)}>{code.title}</Link>;
};

/**
 * The account page's activation codes (spec 1 §2, §3 "User code"): the code form and the viewer's
 * activations, 20 a page, with removal of an unspent one. Also on an administrator's /konto/{id}
 * (spec 3 §6: administrators activate or delete user codes).
 */
export const CodesSection = ({ userId }: { userId: number }) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useUserCodes(userId, page);
  let body;
  if (list.isPending) body = <Spinner label={t('common.loading')} />;
  else if (list.isError) body = <Alert tone="error">{apiErrorMessage(list.error, t)}</Alert>;
  else if (list.data.total === 0) body = <p>{t('codes_section.empty')}</p>;
  else {
    const pages = Math.max(1, Math.ceil(list.data.total / ORDERS_PAGE_SIZE));
    body = (
      <>
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">{t('codes_section.table')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('codes_section.code')}</th>
                <th scope="col">{t('codes_section.desc')}</th>
                <th scope="col">{t('codes_section.discount')}</th>
                <th scope="col">{t('codes_section.product')}</th>
                <th scope="col">{t('codes_section.activated')}</th>
                <th scope="col">{t('codes_section.used')}</th>
                <th scope="col">{t('codes_section.expires')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('codes_section.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.codes.map((code) => (
                <tr key={code.id}>
                  <td>
                    <code>{code.code}</code>
                  </td>
                  <td>{code.desc}</td>
                  <td>
                    <Discount code={code} />
                  </td>
                  <td>
                    <Product code={code} />
                  </td>
                  <td>{when(code.activation_date)}</td>
                  <td>
                    {code.used
                      ? code.usage_date
                        ? t('codes_section.used_on', { date: when(code.usage_date) })
                        : t('codes_section.yes')
                      : t('codes_section.no')}
                  </td>
                  <td>{code.expiration_date ? when(code.expiration_date) : t('codes_section.no_expiry')}</td>
                  <td>
                    {code.removable && (
                      <RemoveCodeButton userId={userId} codeId={code.code_id} code={code.code} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager page={page} pages={pages} label={t('codes_section.pages')} onPage={setPage} />
      </>
    );
  }
  return (
    <section className="card" aria-labelledby="codes-heading">
      <h2 id="codes-heading">{t('codes_section.heading')}</h2>
      <ActivateCodeForm userId={userId} />
      {body}
    </section>
  );
};
