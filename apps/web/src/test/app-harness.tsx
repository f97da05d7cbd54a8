import { useEffect } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { parse } from 'zod/v4/core';
import { appConfigDefaults } from '@scena/shared/app-config-defaults';
import type { PublicAppConfig } from '@scena/shared/app-config.schema';
import { buildPath, type EndpointDef, type EndpointResponse } from '@scena/shared/http/endpoint';
import { shellEndpoints } from '@scena/shared/shell.endpoints';
import { giftsEndpoints } from '@scena/shared/gifts.endpoints';
import { giftConfigDefaults } from '@scena/shared/gifts/config-defaults';
import { groupTicketsEndpoints } from '@scena/shared/group-tickets.endpoints';
import { groupTicketDefaults } from '@scena/shared/group-tickets/config';
import { codesEndpoints } from '@scena/shared/codes.endpoints';
import { accountOrdersEndpoints } from '@scena/shared/account-orders.endpoints';
import { publicUser, type PublicUser } from '@scena/shared/user.schema';
import { Role } from '@scena/shared/roles';
import type { Language } from '@scena/shared/constants';
import { vi } from 'vitest';
import plCatalogue from '../../public/locales/pl/translation.json';
import enCatalogue from '../../public/locales/en/translation.json';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/routes';
import { initI18nWithResources } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { session } from '../lib/session';
import { clearToasts } from '../components/toast/toast-store';

export const makeI18n = (lng: Language = 'pl'): Promise<I18n> =>
  initI18nWithResources(lng, { pl: plCatalogue, en: enCatalogue });

/** A user as the API shows it, parsed with the contract's schema (a fixture cannot drift from it). */
export const makeUser = (overrides: Partial<PublicUser> = {}): PublicUser =>
  parse(publicUser, {
    id: 7,
    email: 'anna@example.com',
    firstname: 'Anna',
    lastname: 'Nowak',
    birthday: '1990-05-04',
    country_code: 'PL',
    mailing: false,
    tos: true,
    role: Role.STANDARD,
    created_at: '2026-01-01T10:00:00.000Z',
    street: null,
    postal_code: null,
    city: null,
    state: null,
    nip: null,
    company: null,
    ...overrides,
  });

/** A recorded call to the fake API. */
export interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = { status?: number; body?: unknown };
type Handler = (call: Call) => Reply | Promise<Reply>;

/** The fake API's key of an endpoint, params filled in: `at(usersEndpoints.get, { id: 7 })` → 'GET /api/users/7'. */
export const at = (endpoint: EndpointDef, params?: Record<string, unknown>): string =>
  `${endpoint.method} ${buildPath(endpoint.path, params)}`;

/**
 * A success answer of `endpoint`, parsed with its response schema (typed by it too): a fixture
 * that drifts from the contract fails the test instead of testing an answer the server never gives.
 */
export const answer = <E extends EndpointDef>(endpoint: E, body: EndpointResponse<E>): Reply => ({
  status: endpoint.status ?? 200,
  body: parse(endpoint.response, body),
});

/**
 * A fake API behind `fetch`: handlers keyed 'METHOD /path' (query string ignored). Unknown calls
 * answer 404 so a test notices a call it did not expect. The app config defaults to "no
 * maintenance", terms accepted and a valid session; gift and group-ticket sales to off (every
 * purchase page asks for them); the account page's own lists (codes, orders, gifts, group
 * tickets) to empty.
 */
export const mockApi = (handlers: Record<string, Handler> = {}, config: Partial<PublicAppConfig> = {}) => {
  const calls: Call[] = [];
  const all: Record<string, Handler> = {
    [at(shellEndpoints.appConfig)]: () =>
      answer(shellEndpoints.appConfig, { ...appConfigDefaults, ...config }),
    [at(shellEndpoints.validateSession)]: () => {
      const { user } = session.getState();
      return user
        ? answer(shellEndpoints.validateSession, { valid: true, user })
        : { status: 401, body: { statusCode: 401, message: 'Sesja wygasła.', type: 'sessionEnd' } };
    },
    [at(giftsEndpoints.settings)]: () => answer(giftsEndpoints.settings, giftConfigDefaults),
    [at(groupTicketsEndpoints.settings)]: () => answer(groupTicketsEndpoints.settings, groupTicketDefaults),
    [at(giftsEndpoints.userOrders)]: () => answer(giftsEndpoints.userOrders, { orders: [] }),
    [at(groupTicketsEndpoints.listOwn)]: () =>
      answer(groupTicketsEndpoints.listOwn, { orders: [], total: 0 }),
    ...handlers,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const call: Call = {
      method,
      path: url.pathname,
      headers,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    let handler = all[`${method} ${url.pathname}`];
    if (!handler && /^\/api\/users\/\d+\/accept-tos$/.test(url.pathname) && method === 'GET') {
      handler = () => answer(shellEndpoints.tosStatus, { accept_tos: true });
    }
    if (!handler && /^\/api\/users\/\d+\/codes$/.test(url.pathname) && method === 'GET') {
      handler = () => answer(codesEndpoints.listForUser, { codes: [], total: 0 });
    }
    if (!handler && /^\/api\/users\/\d+\/orders$/.test(url.pathname) && method === 'GET') {
      handler = () => answer(accountOrdersEndpoints.list, { orders: [], total: 0 });
    }
    const reply = handler
      ? await handler(call)
      : { status: 404, body: { statusCode: 404, message: 'Nie znaleziono.' } };
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
};

export const signInAs = (user: PublicUser, token = 'test-token') => session.signIn(token, user);

/** Back to a clean browser: no session, no storage, no toasts, no cookies. */
export const resetBrowser = () => {
  session.logout(null);
  session.acknowledgeEnd();
  window.localStorage.clear();
  clearToasts();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
};

export interface AppHarness extends RenderResult {
  i18n: I18n;
  /** Current path + search of the in-memory router. */
  location: () => string;
  /** Navigates inside the app, as a link would. */
  navigate: (to: string) => Promise<void>;
}

/** Lets the test read the router's location and navigate. */
const RouterProbe = ({ onChange }: { onChange: (path: string, navigate: NavigateFunction) => void }) => {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(
    () => onChange(`${location.pathname}${location.search}`, navigate),
    [location, navigate, onChange],
  );
  return null;
};

/** Renders the whole app (routes, guards, layout) at `path`. */
export const renderApp = async (path: string, lng: Language = 'pl'): Promise<AppHarness> => {
  const i18n = await makeI18n(lng);
  const probe: { path: string; navigate: NavigateFunction | null } = { path, navigate: null };
  const client = createQueryClient();
  // Mounted in #root like the real page: modals make #root inert while open.
  const container = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
  const result = render(
    <AppProviders i18n={i18n} queryClient={client}>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe
          onChange={(current, navigate) => {
            probe.path = current;
            probe.navigate = navigate;
          }}
        />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
    { container },
  );
  const navigate = async (to: string) => {
    await act(async () => {
      await probe.navigate?.(to);
    });
  };
  return { ...result, i18n, location: () => probe.path, navigate };
};
