import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { paths } from './lib/paths';
import { AppRoutes } from './app/routes';
import { appConfigQuery } from './features/content/api/app-config';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { session } from './lib/session';
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';

const queryClient = createQueryClient();
// The app config decides maintenance redirects: ask for it while the translations load.
void queryClient.prefetchQuery(appConfigQuery(session.getState().user?.id ?? null));

// On a home (public or signed-in: the guards send each viewer to theirs), the page's code, its
// config and its blocks' data load now, side by side, rather than each waiting for the one before
// (app config → page → home config → blocks). Lazy chunks: nothing of it is in the entry.
if (window.location.pathname === paths.publicHome || window.location.pathname === paths.home) {
  const audience = session.getState().authenticated ? 'user' : 'guest';
  void (audience === 'guest' ? import('./app/pages/PublicHomePage') : import('./app/pages/HomePage'));
  void import('./features/content/api/home-config').then(({ homeConfigQuery }) =>
    queryClient.prefetchQuery(homeConfigQuery()),
  );
  void import('./features/catalog/api/prefetchHome').then(({ prefetchHomeBlocks }) =>
    prefetchHomeBlocks(queryClient, audience),
  );
}

void initI18n().then((i18n) => {
  const root = createRoot(document.getElementById('root')!);
  // The first render as a transition: React renders in slices of a few milliseconds and lets the
  // browser answer input (and paint) between them, instead of one long task on a slow phone.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders i18n={i18n} queryClient={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  });
});
