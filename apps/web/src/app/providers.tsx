import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { session } from '../lib/session';

/** A new or ended session must not see the previous user's cached answers. */
const ClearCacheOnSessionEnd = ({ client }: { client: QueryClient }) => {
  useEffect(() => session.onEnd(() => client.clear()), [client]);
  return null;
};

export const AppProviders = ({
  i18n,
  queryClient,
  children,
}: {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}) => (
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={queryClient}>
      <ClearCacheOnSessionEnd client={queryClient} />
      {children}
    </QueryClientProvider>
  </I18nextProvider>
);
