import { useSyncExternalStore } from 'react';
import { LOCAL_STATE_THROTTLE_MS } from '@scena/shared/constants';
import { isAdminRole } from '@scena/shared/roles';
import type { PublicUser } from '@scena/shared/auth.contract';
import { SESSION_STORAGE_KEY } from './session-key';

export { SESSION_STORAGE_KEY };

/** The user kept in the local session: the contract's public user (no hand-written mirror). */
export type SessionUser = PublicUser;

/** Why a session ended; each maps to a sign-in toast (spec 1 §2 sign-in screen). */
export type LogoutReason = 'sessionEnd' | 'anotherUser' | 'userBlocked' | 'wrongToken';

/** Session data stored locally (spec 1 §3): token, user, authenticated flag. Nothing else. */
export interface StoredSession {
  token: string | null;
  user: SessionUser | null;
  authenticated: boolean;
}

export interface SessionState extends StoredSession {
  /**
   * In memory only: set when a session has just ended, until the app has taken the user to the
   * sign-in page (with the reason's toast) or to /wylogowano. Guards wait for it.
   */
  ended: { reason: LogoutReason | null } | null;
}

const EMPTY: SessionState = { token: null, user: null, authenticated: false, ended: null };

const isStoredSession = (value: unknown): value is StoredSession => {
  const v = value as StoredSession | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.token === 'string' &&
    v.authenticated === true &&
    typeof v.user === 'object' &&
    v.user !== null &&
    typeof v.user.id === 'number'
  );
};

type Listener = () => void;
type EndListener = (reason: LogoutReason | null) => void;

/**
 * The signed-in state. Writes to localStorage are throttled to one per second (spec 1 §4,
 * LOCAL_STATE_THROTTLE_MS): the first change is written at once, later ones within the window
 * are coalesced into one trailing write of the latest state. Logout clears all local storage.
 */
export class SessionStore {
  private state: SessionState;
  private readonly listeners = new Set<Listener>();
  private readonly endListeners = new Set<EndListener>();
  private lastWrite = -Infinity;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly storage: Storage,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.state = this.read();
  }

  private read(): SessionState {
    try {
      const raw = this.storage.getItem(SESSION_STORAGE_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      return isStoredSession(parsed)
        ? { token: parsed.token, user: parsed.user, authenticated: true, ended: null }
        : EMPTY;
    } catch {
      return EMPTY;
    }
  }

  getState = (): SessionState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called when a session ends (logout or a dead token), with the reason for the sign-in toast. */
  onEnd = (listener: EndListener): (() => void) => {
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  };

  private set(next: SessionState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  signIn(token: string, user: SessionUser): void {
    this.set({ token, user, authenticated: true, ended: null });
    this.persist();
  }

  updateUser(user: SessionUser): void {
    if (!this.state.authenticated) return;
    this.set({ ...this.state, user });
    this.persist();
  }

  /** Clears the session and all local storage; `reason` tells the sign-in page which toast to show. */
  logout(reason: LogoutReason | null = null): void {
    const wasAuthenticated = this.state.authenticated;
    this.cancelWrite();
    try {
      this.storage.clear();
    } catch {
      /* storage unavailable (private mode): nothing to clear */
    }
    if (!wasAuthenticated) {
      this.set(EMPTY);
      return;
    }
    this.set({ ...EMPTY, ended: { reason } });
    for (const listener of this.endListeners) listener(reason);
  }

  /** The app has shown the end of the session (it is on the sign-in page now). */
  acknowledgeEnd(): void {
    if (this.state.ended) this.set({ ...this.state, ended: null });
  }

  /** Another tab signed out (cleared storage) or signed in: follow it. */
  syncFromStorage(): void {
    const stored = this.read();
    if (stored.token === this.state.token) return;
    if (!stored.authenticated && this.state.authenticated) {
      this.cancelWrite();
      this.set({ ...EMPTY, ended: { reason: null } });
      for (const listener of this.endListeners) listener(null);
      return;
    }
    this.set(stored);
  }

  /** Writes any pending state now (used before the page unloads). */
  flush(): void {
    if (this.timer === null) return;
    this.cancelWrite();
    this.write();
  }

  private persist(): void {
    if (this.timer !== null) return; // a trailing write is already scheduled; it takes the latest state
    const wait = this.lastWrite + LOCAL_STATE_THROTTLE_MS - this.now();
    if (wait <= 0) {
      this.write();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      this.write();
    }, wait);
  }

  private write(): void {
    this.lastWrite = this.now();
    try {
      const { token, user, authenticated } = this.state;
      if (authenticated)
        this.storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token, user, authenticated }));
      else this.storage.removeItem(SESSION_STORAGE_KEY);
    } catch {
      /* quota or private mode: the in-memory session still works for this tab */
    }
  }

  private cancelWrite(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

export const session = new SessionStore(window.localStorage);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEY) session.syncFromStorage();
  });
  window.addEventListener('pagehide', () => session.flush());
}

export const useSession = (): SessionState => useSyncExternalStore(session.subscribe, session.getState);

export const useIsAdmin = (): boolean => {
  const { user } = useSession();
  return user !== null && isAdminRole(user.role);
};
