import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { auditPageSchema } from '@scena/shared';
import { adminI18n, testQueryClient } from '../../../components/admin-kit/testUtils';
import { AdminKitProvider } from '../../../components/admin-kit';
import plSettings from '../../../../public/locales/pl/settings.json';
import { contentKeys } from '../api/keys';
import { AuditLog } from './AuditLog';

describe('change history', () => {
  it('shows labels and dates people read, not raw keys and timestamps', async () => {
    const i18n = await adminI18n('pl');
    i18n.addResourceBundle('pl', 'settings', plSettings);
    const client = testQueryClient();
    client.setQueryData(
      [...contentKeys.audit(), 1, 10],
      auditPageSchema.parse({
        total: 1,
        entries: [
          {
            id: 1,
            subject: 'appconfig',
            subject_id: null,
            user_id: 1,
            user_email: 'admin@teatr.pl',
            created_at: '2026-11-27T10:00:00.000Z',
            changes: [
              { field: 'info_bar_iat', old: null, new: 1795784241238 },
              { field: 'maintenance', old: false, new: true },
              { field: 'info_bar', old: '', new: 'Jutro przerwa' },
            ],
          },
        ],
      }),
    );
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <AdminKitProvider>
            <AuditLog />
          </AdminKitProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const items = (await screen.findAllByRole('listitem')).map((item) => item.textContent).slice(0, 3);
    expect(items).toEqual([
      'Pasek informacyjny: czas publikacji: — → 27.11.2026, 13:57',
      'Przerwa techniczna: nie → tak',
      'Pasek informacyjny: — → Jutro przerwa',
    ]);
    expect(screen.queryByText(/1795784241238|info_bar_iat/)).toBeNull();
  });
});
