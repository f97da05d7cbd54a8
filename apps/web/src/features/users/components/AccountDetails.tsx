import { useTranslation } from 'react-i18next';
import { countryName } from '@scena/shared/countries';
import type { PublicUser } from '@scena/shared/auth.contract';
import { formatDateOnly } from '../../../lib/dates';

/** The account's own data, read-only (spec 1 §2 account page, "own data"). */
export const AccountDetails = ({ user }: { user: PublicUser }) => {
  const { t, i18n } = useTranslation();
  const none = t('account.not_set');
  const address = [user.street, [user.postal_code, user.city].filter(Boolean).join(' '), user.state]
    .filter(Boolean)
    .join(', ');
  const rows: [string, string][] = [
    [t('fields.email'), user.email],
    [t('fields.firstname'), user.firstname],
    [t('fields.lastname'), user.lastname],
    [t('fields.birthday'), formatDateOnly(user.birthday) || none],
    [
      t('fields.country'),
      countryName(user.country_code, i18n.language === 'en' ? 'en' : 'pl') ?? (user.country_code || none),
    ],
    [t('account.address'), address || none],
    [t('fields.company'), user.company || none],
    [t('fields.nip'), user.nip || none],
  ];
  return (
    <dl className="details">
      {rows.map(([label, value]) => (
        <div key={label} className="details__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
};
