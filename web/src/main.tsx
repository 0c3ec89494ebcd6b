// Entry point: bootstrap the session from cookies and storage, then start the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { showDenial } from './features/auth/denial';
import { endSession, startSession } from './features/auth/session';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import './index.css';

startSession();

const queryClient = createQueryClient({
  onUnauthorized: () => {
    endSession();
    void router.navigate({ to: '/login', replace: true }).then(() => queryClient.removeQueries());
  },
  onForbidden: (message) => showDenial('noAccess', { detail: message }),
});
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} router={router} />
  </StrictMode>,
);
