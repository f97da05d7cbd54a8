import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAdmin } from '../../../components/admin-kit/testUtils';
import { resetBrowser } from '../../../test/app-harness';
import { BanForm } from './BanForm';

const stubFetch = () => {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        method: init?.method ?? 'GET',
        path: new URL(String(input), 'http://localhost').pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return new Response(
        JSON.stringify({
          id: 5,
          user_id: 7,
          firstname: 'Jan',
          lastname: 'Kowalski',
          email: 'jan@example.com',
          country_code: 'PL',
          reason: 'spam',
          expiration_date: null,
          forever: true,
          created_at: '2026-11-27T10:00:00.000Z',
          created_by: 1,
          automatic: false,
          active: true,
        }),
        { status: 201, headers: { 'content-type': 'application/json' } },
      );
    }),
  );
  return sent;
};

beforeEach(() => resetBrowser());
afterEach(() => {
  resetBrowser();
  vi.unstubAllGlobals();
});

describe('BanForm (spec 3 §2.12, §5)', () => {
  it('asks for a reason, then a date unless permanent, in the spec’s words, and sends nothing', async () => {
    const sent = stubFetch();
    await renderAdmin(<BanForm userId={7} />);
    fireEvent.click(screen.getByRole('button', { name: 'Zablokuj' }));
    expect(await screen.findByText('Proszę podać powód blokady.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Powód/), { target: { value: 'spam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zablokuj' }));
    expect(await screen.findByText('Nieprawidłowa data.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  }, 20_000);

  it('sends a permanent ban with the e-mail flag and tells the page', async () => {
    const sent = stubFetch();
    const onBanned = vi.fn();
    await renderAdmin(<BanForm userId={7} onBanned={onBanned} />);
    fireEvent.change(screen.getByLabelText(/^Powód/), { target: { value: 'spam' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Na zawsze' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Powiadom użytkownika e-mailem' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zablokuj' }));
    await waitFor(() => expect(onBanned).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/bans',
        body: { user_id: 7, reason: 'spam', expiration_date: null, forever: true, send_email: true },
      },
    ]);
  }, 20_000);
});
