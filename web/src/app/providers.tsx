import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { LucideProvider } from 'lucide-react';
import { useMemo } from 'react';
import { createOperationsPort } from '../features/operations';
import { OperationsProvider } from '../shared/operations';
import { OperationsHistoryLink } from './operations-history-link';
import type { createAppRouter } from './router';

export function AppProviders({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}) {
  const operations = useMemo(
    () => ({ ...createOperationsPort(queryClient), HistoryLink: OperationsHistoryLink }),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <OperationsProvider value={operations}>
        {/* The console's icon size and weight, so a bare <XIcon /> matches the text around it. */}
        <LucideProvider size={20} strokeWidth={1.8}>
          <RouterProvider router={router} />
        </LucideProvider>
      </OperationsProvider>
    </QueryClientProvider>
  );
}
