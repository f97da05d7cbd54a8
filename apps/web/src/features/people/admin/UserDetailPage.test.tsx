import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Role, userDetail, type UserDetail } from '@scena/shared';
import { AdminKitProvider } from '../../../components/admin-kit';
import { adminI18n, testQueryClient } from '../../../components/admin-kit/testUtils';
import plPeople from '../../../../public/locales/pl/people.json';
import { peopleKeys } from '../api/keys';
import { UserDetailPage } from './UserDetailPage';

const detail: UserDetail = userDetail.parse({
  user: {
    id: 7,
    email: 'anna@example.com',
    firstname: 'Anna',
    lastname: 'Żak',
    birthday: null,
    country_code: 'DE',
    mailing: false,
    tos: true,
    role: Role.PREMIUM,
    created_at: '2026-01-02T10:00:00.000Z',
    street: null,
    postal_code: null,
    city: null,
    state: null,
    nip: null,
    company: null,
    last_login: null,
    last_ip: null,
    country: null,
    paymentStatus: 0,
  },
  orders: [],
  videoOrders: [],
  giftOrders: [],
  groupTicketOrders: [],
  bans: [
    {
      id: 3,
      user_id: 7,
      firstname: 'Anna',
      lastname: 'Żak',
      email: 'anna@example.com',
      country_code: 'DE',
      reason: 'Spam',
      expiration_date: null,
      forever: true,
      created_at: '2026-02-01T10:00:00.000Z',
      active: true,
    },
  ],
  audit: [
    {
      id: 1,
      subject: 'user',
      subject_id: 7,
      user_id: 1,
      user_email: 'admin@teatr.test',
      created_at: '2026-02-01T10:00:00.000Z',
      changes: [{ field: 'role', old: Role.STANDARD, new: Role.PREMIUM }],
    },
  ],
});

const renderDetail = async (blocks?: (data: UserDetail) => React.ReactNode) => {
  const i18n = await adminI18n('pl');
  i18n.addResourceBundle('pl', 'people', plPeople);
  const client = testQueryClient();
  client.setQueryData(peopleKeys.detail(7), detail);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <AdminKitProvider>
          <MemoryRouter initialEntries={['/konto/7']}>
            <UserDetailPage userId={7} blocks={blocks} />
          </MemoryRouter>
        </AdminKitProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
};

describe('UserDetailPage (/konto/{id} for administrators)', () => {
  it('shows the summary (no login, birthday not set, role), bans, the audit in words and the blocks slot', async () => {
    await renderDetail((data) => <p>Blokada dla {data.user.email}</p>);
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Żak' })).toBeInTheDocument();
    expect(screen.getByText('brak logowania')).toBeInTheDocument();
    expect(screen.getByText('nie podano')).toBeInTheDocument();
    const bans = screen.getAllByRole('region', { name: 'Blokady' })[0]!;
    expect(within(bans).getByText('na stałe')).toBeInTheDocument();
    expect(within(bans).getByText('aktywna')).toBeInTheDocument();
    const history = screen.getAllByRole('region', { name: 'Historia zmian' })[0]!;
    expect(within(history).getByText('Standardowy')).toBeInTheDocument();
    expect(within(history).getByText('admin@teatr.test')).toBeInTheDocument();
    expect(screen.getByText('Blokada dla anna@example.com')).toBeInTheDocument();
    expect(
      screen.getByText('Usunięcie konta oznacza utratę wszystkich dostępów do wydarzeń i filmów.'),
    ).toBeInTheDocument();
  });

  it('switches to the edit form with the e-mail and role and back', async () => {
    await renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Edytuj' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('anna@example.com');
    expect(screen.getByLabelText('Rola')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Wróć' })[0]!);
    expect(screen.getByText('brak logowania')).toBeInTheDocument();
  });
});
