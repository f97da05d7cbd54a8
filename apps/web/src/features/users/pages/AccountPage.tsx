import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/page-title';
import { ButtonLink } from '../../../components/Button';
import { links } from '../../../lib/paths';
import { AccountDetails } from '../components/AccountDetails';
import { AccountEditForm } from '../components/AccountEditForm';
import { DeleteAccount } from '../components/DeleteAccount';

/**
 * /konto: own data with edit mode (?edit=true), the sections other features bring (`sections`,
 * composed in app/: mailing, orders and access; codes, gifts and group tickets later) and account
 * deletion.
 */
export const AccountPage = ({ sections }: { sections?: (userId: number) => ReactNode }) => {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit') === 'true';
  usePageTitle(t('account.title'));
  if (!user) return null; // the route guard sends guests to sign-in

  return (
    <div className="page page--narrow">
      <h1>{t('account.title')}</h1>
      <section className="card" aria-labelledby="own-data-heading">
        <div className="card__header">
          <h2 id="own-data-heading">{editing ? t('account.edit_heading') : t('account.data_heading')}</h2>
          {!editing && (
            <ButtonLink to={links.account(true)} variant="secondary">
              {t('account.edit')}
            </ButtonLink>
          )}
        </div>
        {editing ? (
          <AccountEditForm user={user} editor={user} onDone={() => setParams({}, { replace: false })} />
        ) : (
          <AccountDetails user={user} />
        )}
      </section>
      {sections?.(user.id)}
      <DeleteAccount user={user} />
    </div>
  );
};
