// One QueryClient for the app. Session errors are handled here once: 401 ends the session
// and goes to /login; 403 raises the access-denial modal. Other mutation errors become a
// snackbar unless the mutation says it shows them itself (meta.handlesErrors).
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../shared/api/errors';
import { notifyError } from '../shared/ui/snackbar';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * handlesErrors: the mutation shows its errors itself. decisionRefusals: its 403 refuses
     * this one decision (approving one's own request), not the session: no access-denial modal.
     */
    mutationMeta: { handlesErrors?: boolean; decisionRefusals?: boolean };
  }
}

export type SessionErrorHandlers = {
  onUnauthorized: () => void;
  onForbidden: (message: string) => void;
};

export function createQueryClient(handlers: SessionErrorHandlers): QueryClient {
  let endingSession = false;

  const handleSessionError = (error: unknown): boolean => {
    if (!isApiError(error)) return false;
    if (error.status === 401) {
      if (!endingSession) {
        endingSession = true;
        handlers.onUnauthorized();
        // Further 401s of the same burst are the same event.
        setTimeout(() => {
          endingSession = false;
        }, 1000);
      }
      return true;
    }
    if (error.status === 403) {
      handlers.onForbidden(error.message);
      return true;
    }
    return false;
  };

  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => void handleSessionError(error) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const decisionRefused = isApiError(error) && error.status === 403 && mutation.meta?.decisionRefusals;
        if (decisionRefused || handleSessionError(error) || mutation.meta?.handlesErrors) return;
        notifyError(error.message);
      },
    }),
    defaultOptions: {
      queries: {
        // Client errors will not change by asking again; network and 5xx get two more tries.
        retry: (failureCount, error) =>
          isApiError(error) && error.status >= 400 && error.status < 500 ? false : failureCount < 2,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}
