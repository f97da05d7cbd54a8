import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@scena/shared';
import { formatDate, formatDateOnly, formatTime } from '../../../lib/dates';
import { CountryFlag } from './CountryFlag';
import { roleLabel } from './roles';

/** The summary card's facts (spec 3 §2.11): last sign-in with its flag and IP, or "no login". */
export function UserSummary({ user }: { user: AdminUser }) {
  const { t } = useTranslation('people');
  const lastLogin = user.last_login ? (
    <span>
      {formatTime(user.last_login)}, {formatDate(user.last_login)} <CountryFlag code={user.country} />
      {user.last_ip ? ` (${user.last_ip})` : ''}
    </span>
  ) : (
    t('detail.no_login')
  );
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        { key: 'firstname', label: t('fields.firstname'), children: user.firstname },
        { key: 'lastname', label: t('fields.lastname'), children: user.lastname },
        { key: 'email', label: t('fields.email'), children: user.email },
        { key: 'last_login', label: t('detail.last_login'), children: lastLogin },
        {
          key: 'country',
          label: t('fields.country_code'),
          children: <CountryFlag code={user.country_code} />,
        },
        { key: 'created_at', label: t('detail.created_at'), children: formatDate(user.created_at) },
        {
          key: 'birthday',
          label: t('fields.birthday'),
          children: user.birthday ? formatDateOnly(user.birthday) : t('detail.not_set'),
        },
        { key: 'role', label: t('fields.role'), children: roleLabel(t, user.role) },
        { key: 'orders', label: t('list.orders'), children: user.paymentStatus },
      ]}
    />
  );
}
