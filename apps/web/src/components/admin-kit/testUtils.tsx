import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Language } from '@scena/shared';
import { initI18nWithResources } from '../../lib/i18n';
import plAdmin from '../../../public/locales/pl/admin.json';
import enAdmin from '../../../public/locales/en/admin.json';
import { AdminKitProvider } from './AdminKitProvider';

/**
 * Test helpers for antd screens. antd's responsive hooks call window.matchMedia, which
 * happy-dom lacks: a stub that never matches (so Grid breakpoints report small screens).
 */
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

/** i18next with the real admin catalogues (namespace 'admin') and the shared messages. */
export const adminI18n = async (lng: Language = 'pl') => {
  const instance = await initI18nWithResources(lng, { pl: {}, en: {} });
  instance.addResourceBundle('pl', 'admin', plAdmin);
  instance.addResourceBundle('en', 'admin', enAdmin);
  return instance;
};

/** Cached answers never go stale, so tests can seed them with setQueryData instead of a server. */
export const testQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });

/**
 * Renders inside i18n, a fresh query client, the admin kit provider (theme, locale, toasts) and a
 * memory router at `url` (lists keep their state in the query string); pass `url: null` when the
 * element brings its own router.
 */
export const renderAdmin = async (
  ui: ReactElement,
  lng: Language = 'pl',
  client: QueryClient = testQueryClient(),
  { url = '/teapp-admin' }: { url?: string | null } = {},
) => {
  const i18n = await adminI18n(lng);
  const wrapper = ({ children }: { children: ReactNode }) => {
    const inner = (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <AdminKitProvider>{children}</AdminKitProvider>
        </QueryClientProvider>
      </I18nextProvider>
    );
    return url === null ? inner : <MemoryRouter initialEntries={[url]}>{inner}</MemoryRouter>;
  };
  return { ...render(ui, { wrapper }), i18n, client };
};
