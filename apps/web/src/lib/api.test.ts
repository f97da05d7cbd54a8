import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeUser, mockApi, resetBrowser, signInAs } from '../test/app-harness';
import { api, ApiError, sessionEndReason } from './api';
import { session } from './session';
import { setCurrentLanguage } from './language';

beforeEach(() => resetBrowser());
afterEach(() => {
  resetBrowser();
  setCurrentLanguage('pl');
});

describe('api client (spec 1 §7, §8)', () => {
  it('sends the session token and the language', async () => {
    const { calls } = mockApi({ 'POST /api/things': () => ({ body: { ok: true } }) });
    signInAs(makeUser(), 'secret-token');
    setCurrentLanguage('en');
    await expect(api('/api/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      headers: { 'x-auth-token': 'secret-token', 'x-lang': 'en', 'content-type': 'application/json' },
      body: { a: 1 },
    });
  });

  it('throws the spec error body, with formError, resend, type and email', async () => {
    mockApi({
      'POST /api/auth': () => ({
        status: 403,
        body: { statusCode: 403, message: 'Konto nie zostało zweryfikowane.', email: 'a@b.pl', resend: true },
      }),
    });
    const error = await api('/api/auth', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).body).toMatchObject({ email: 'a@b.pl', resend: true });
  });

  it('gives a generic message when the server sends no error body', async () => {
    mockApi({ 'GET /api/broken': () => ({ status: 502 }) });
    const error = (await api('/api/broken').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.message).toBe('Wystąpił błąd. Prosimy spróbować później.');
  });

  it('signs the user out when the server says the session ended', async () => {
    mockApi({
      'GET /api/mine': () => ({ status: 403, body: { statusCode: 403, message: 'x', type: 'anotherUser' } }),
    });
    signInAs(makeUser());
    await api('/api/mine').catch(() => undefined);
    expect(session.getState()).toMatchObject({ authenticated: false, ended: { reason: 'anotherUser' } });
  });

  it('keeps the user signed in on a form error or a forbidden resource', async () => {
    mockApi({
      'PUT /api/users/7': () => ({
        status: 400,
        body: { statusCode: 400, message: 'Niepoprawne dane.', formError: { firstname: 'x' } },
      }),
      'GET /api/users/8': () => ({ status: 403, body: { statusCode: 403, message: 'Brak uprawnień.' } }),
    });
    signInAs(makeUser());
    await api('/api/users/7', { method: 'PUT', body: {} }).catch(() => undefined);
    await api('/api/users/8').catch(() => undefined);
    expect(session.getState().authenticated).toBe(true);
  });

  it('maps session failures to sign-in reasons', () => {
    expect(sessionEndReason({ statusCode: 401, message: '', type: 'userBlocked' })).toBe('userBlocked');
    expect(sessionEndReason({ statusCode: 401, message: '' })).toBe('sessionEnd');
    expect(sessionEndReason({ statusCode: 403, message: '', type: 'anotherUser' })).toBe('anotherUser');
    expect(sessionEndReason({ statusCode: 403, message: '' })).toBeNull();
    expect(sessionEndReason({ statusCode: 400, message: '' })).toBeNull();
    expect(sessionEndReason({ statusCode: 500, message: '', type: 'sessionEnd' })).toBeNull();
  });
});
