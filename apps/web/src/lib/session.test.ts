import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_STATE_THROTTLE_MS } from '@scena/shared/constants';
import { makeUser } from '../test/app-harness';
import { SESSION_STORAGE_KEY, SessionStore } from './session';

/** A Storage that counts writes. */
const memoryStorage = () => {
  const data = new Map<string, string>();
  const storage = {
    writes: 0,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key: string) => data.get(key) ?? null,
    key: (index: number) => [...data.keys()][index] ?? null,
    removeItem: (key: string) => void data.delete(key),
    setItem: (key: string, value: string) => {
      storage.writes += 1;
      data.set(key, value);
    },
  };
  return storage;
};

const stored = (storage: Storage) => JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('session store (spec 1 §3, §4)', () => {
  it('writes the first change at once and coalesces later ones into one write per second', () => {
    const storage = memoryStorage();
    const store = new SessionStore(storage, () => Date.now());
    store.signIn('token-1', makeUser({ firstname: 'Anna' }));
    expect(storage.writes).toBe(1);

    for (const name of ['Ala', 'Ola', 'Ela']) store.updateUser(makeUser({ firstname: name }));
    expect(storage.writes).toBe(1);
    expect(stored(storage).user.firstname).toBe('Anna');

    vi.advanceTimersByTime(LOCAL_STATE_THROTTLE_MS - 1);
    expect(storage.writes).toBe(1);
    vi.advanceTimersByTime(1);
    expect(storage.writes).toBe(2);
    expect(stored(storage).user.firstname).toBe('Ela');
  });

  it('stores only token, user and the authenticated flag', () => {
    const storage = memoryStorage();
    const store = new SessionStore(storage, () => Date.now());
    store.signIn('token-1', makeUser());
    expect(Object.keys(stored(storage)).sort()).toEqual(['authenticated', 'token', 'user']);
  });

  it('restores a stored session and ignores a malformed one', () => {
    const storage = memoryStorage();
    storage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ token: 't', user: makeUser(), authenticated: true }),
    );
    expect(new SessionStore(storage).getState()).toMatchObject({
      token: 't',
      authenticated: true,
      ended: null,
    });

    storage.setItem(SESSION_STORAGE_KEY, '{"token":1}');
    expect(new SessionStore(storage).getState().authenticated).toBe(false);
    storage.setItem(SESSION_STORAGE_KEY, 'not json');
    expect(new SessionStore(storage).getState().authenticated).toBe(false);
  });

  it('clears all local storage on logout, drops a pending write and reports the reason', () => {
    const storage = memoryStorage();
    storage.setItem('something-else', 'x');
    const store = new SessionStore(storage, () => Date.now());
    const reasons: unknown[] = [];
    store.onEnd((reason) => reasons.push(reason));
    store.signIn('token-1', makeUser());
    store.updateUser(makeUser({ firstname: 'Later' })); // pending trailing write

    store.logout('sessionEnd');
    vi.advanceTimersByTime(5 * LOCAL_STATE_THROTTLE_MS);
    expect(storage.length).toBe(0);
    expect(store.getState()).toMatchObject({
      token: null,
      user: null,
      authenticated: false,
      ended: { reason: 'sessionEnd' },
    });
    expect(reasons).toEqual(['sessionEnd']);

    store.acknowledgeEnd();
    expect(store.getState().ended).toBeNull();
  });

  it('follows another tab that signed out', () => {
    const storage = memoryStorage();
    const store = new SessionStore(storage, () => Date.now());
    store.signIn('token-1', makeUser());
    storage.clear();
    store.syncFromStorage();
    expect(store.getState()).toMatchObject({ authenticated: false, ended: { reason: null } });
  });
});
