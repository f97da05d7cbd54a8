import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { notificationsEndpoints } from '@scena/shared/notifications.endpoints';
import { AdminKitProvider } from '../../../components/admin-kit';
import { adminI18n, testQueryClient } from '../../../components/admin-kit/testUtils';
import { answer, at, makeUser, mockApi, resetBrowser, signInAs } from '../../../test/app-harness';
import plSettings from '../../../../public/locales/pl/settings.json';
import { NotificationActions } from './NotificationActions';

const renderActions = async () => {
  const i18n = await adminI18n('pl');
  i18n.addResourceBundle('pl', 'settings', plSettings);
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={testQueryClient()}>
        <AdminKitProvider>
          <NotificationActions lastAnnouncement={null} />
        </AdminKitProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
};

describe('notification actions (view=notifications)', () => {
  afterEach(() => resetBrowser());

  it.each([
    [false, 'to subscribers'],
    [true, 'to everyone when ticked'],
  ])(
    'announces new content (allUsers %s: %s)',
    async (allUsers) => {
      signInAs(makeUser({ id: 1, role: 1 }));
      const { calls } = mockApi({
        [at(notificationsEndpoints.newContent)]: () =>
          answer(notificationsEndpoints.newContent, {
            run_id: 1,
            notify_newcontent_date: '2026-11-24T10:00:00.000Z',
          }),
      });
      await renderActions();
      if (allUsers)
        fireEvent.click(
          screen.getByRole('checkbox', {
            name: 'Wyślij do wszystkich użytkowników (nie tylko subskrybentów)',
          }),
        );
      fireEvent.click(screen.getByRole('button', { name: 'Wyślij powiadomienie' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Tak' }, { timeout: 10_000 }));
      await waitFor(() =>
        expect(calls.filter((call) => call.path === '/api/notifications/newcontent')).toHaveLength(1),
      );
      expect(calls.find((call) => call.path === '/api/notifications/newcontent')!.body).toEqual({ allUsers });
    },
    20_000,
  );

  it('allows new regulations once per session: the button is spent after use, also after a reload', async () => {
    signInAs(makeUser({ id: 1, role: 1 }));
    const { calls } = mockApi({
      [at(notificationsEndpoints.rejectTos)]: () =>
        answer(notificationsEndpoints.rejectTos, { rejected: 12 }),
    });
    const first = await renderActions();
    const button = screen.getByRole('button', { name: 'Poinformuj o nowym regulaminie' });
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('button', { name: 'Tak' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Poinformuj o nowym regulaminie' })).toBeDisabled(),
    );
    expect(calls.filter((call) => call.path === '/api/users/reject-tos')).toHaveLength(1);
    expect(screen.getByText('Akcja została już wykonana w tej sesji.')).toBeInTheDocument();
    first.unmount();

    await renderActions();
    expect(screen.getByRole('button', { name: 'Poinformuj o nowym regulaminie' })).toBeDisabled();
  });
});
