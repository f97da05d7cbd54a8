import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
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

void initI18n().then((i18n) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
