import { Link } from 'react-router';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  countryOptions,
  USER_LIST_PAGE_SIZE,
  USER_LIST_PAGE_SIZE_OPTIONS,
  type UserListRow,
} from '@scena/shared';
import type { ColumnsType } from 'antd/es/table';
import { AdminList, useListUrlState } from '../../../components/admin-kit';
import { formatDate } from '../../../lib/dates';
import { links } from '../../../lib/paths';
import { fetchUsersPage } from '../api/get-users';
import { peopleKeys } from '../api/keys';
import { CountryFlag } from './CountryFlag';
import { roleLabel, roleOptions } from './roles';

const DEFAULT_SORT = { field: 'id', dir: 'desc' } as const;

/**
 * /teapp-admin/uzytkownicy and view=users (spec 3 §2.10): every user, searched by any part of the
 * e-mail or name, filtered by role, country and newsletter, sorted by any column; all in the URL.
 */
export default function UsersScreen() {
  const { t, i18n } = useTranslation('people');
  const { filters, setFilters } = useListUrlState(DEFAULT_SORT, USER_LIST_PAGE_SIZE);
  const setFilter = (name: string, value: string | number | undefined) =>
    setFilters({ ...filters, [name]: value });
  const lang = i18n.language === 'en' ? 'en' : 'pl';
  const name = (row: UserListRow) => `${row.firstname} ${row.lastname}`;

  const columns: ColumnsType<UserListRow> = [
    { key: 'id', dataIndex: 'id', title: t('list.id'), sorter: true },
    {
      key: 'name',
      title: t('list.name'),
      sorter: true,
      render: (_, row) => <Link to={links.accountOf(row.id)}>{name(row)}</Link>,
    },
    { key: 'email', dataIndex: 'email', title: t('list.email'), sorter: true },
    {
      key: 'created_at',
      title: t('list.created_at'),
      sorter: true,
      render: (_, row) => formatDate(row.created_at),
    },
    { key: 'paymentStatus', dataIndex: 'paymentStatus', title: t('list.orders'), sorter: true },
    { key: 'role', title: t('list.role'), sorter: true, render: (_, row) => roleLabel(t, row.role) },
    {
      key: 'mailing',
      title: t('list.mailing'),
      sorter: true,
      render: (_, row) => (row.mailing ? t('yes') : t('no')),
    },
    {
      key: 'country_code',
      title: t('list.country'),
      sorter: true,
      render: (_, row) => <CountryFlag code={row.country_code} />,
    },
    {
      key: 'actions',
      title: t('list.actions'),
      render: (_, row) => (
        <Link to={links.accountOf(row.id)} aria-label={`${t('list.open')}: ${name(row)}`}>
          {t('list.open')}
        </Link>
      ),
    },
  ];

  return (
    <>
      <AdminList<UserListRow>
        queryKey={peopleKeys.list()}
        fetchPage={fetchUsersPage}
        defaultSort={DEFAULT_SORT}
        rowKey={(row) => row.id}
        columns={columns}
        searchLabel={t('list.search')}
        pageSizes={USER_LIST_PAGE_SIZE_OPTIONS}
        defaultPageSize={USER_LIST_PAGE_SIZE}
        summary={(total) => <p>{t('list.total', { count: total })}</p>}
        emptyText={t('list.empty')}
        loadErrorText={t('list.load_failed')}
        toolbar={
          <>
            <Select
              allowClear
              aria-label={t('list.filter_role')}
              placeholder={t('list.filter_role')}
              value={filters.role ? Number(filters.role) : undefined}
              onChange={(value?: number) => setFilter('role', value)}
              options={roleOptions(t)}
              style={{ minWidth: 160 }}
            />
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              aria-label={t('list.filter_country')}
              placeholder={t('list.filter_country')}
              value={filters.country_code}
              onChange={(value?: string) => setFilter('country_code', value)}
              options={countryOptions(lang)}
              style={{ minWidth: 180 }}
            />
            <Select
              allowClear
              aria-label={t('list.filter_mailing')}
              placeholder={t('list.filter_mailing')}
              value={filters.mailing}
              onChange={(value?: string) => setFilter('mailing', value)}
              options={[
                { value: 'true', label: t('yes') },
                { value: 'false', label: t('no') },
              ]}
              style={{ minWidth: 160 }}
            />
          </>
        }
      />
    </>
  );
}
