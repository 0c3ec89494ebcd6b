// Component tests: a page or form rendered with the app's providers (query client, router,
// operations port, tooltips, snackbars) in a DOM (happy-dom), and the api answered by a small
// table of canned responses (`answer`), so a test sees the requests the component sends.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { onTestFinished, vi } from 'vitest';
import type { Operation } from '../shared/api/types';
import { OperationsProvider, type OperationsPort } from '../shared/operations';
import { Snackbars } from '../shared/ui/snackbar';
import { TooltipProvider } from '../shared/ui/tooltip';

export type SentRequest = { method: string; path: string; search: URLSearchParams; body: unknown };
type Answer = unknown | ((request: SentRequest) => unknown);

/** Answers `METHOD /path` (exact path, no query) with JSON; `{ status, body }` for other statuses. */
export function answer(routes: Record<string, Answer>): SentRequest[] {
  const sent: SentRequest[] = [];
  // Undone when the test ends, registered per call: a hook at this module's top level would
  // run only for the first file of a vitest worker (files share modules, isolate: false).
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(new URL(input, 'http://test'), init) : input;
    const url = new URL(request.url, 'http://test');
    const text = await request.text();
    const entry: SentRequest = {
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    sent.push(entry);
    const route = routes[`${request.method} ${decodeURIComponent(url.pathname)}`];
    if (route === undefined)
      return Response.json({ code: 'NOT_FOUND', message: 'No existe' }, { status: 404 });
    const value = typeof route === 'function' ? (route as (r: SentRequest) => unknown)(entry) : route;
    const { status, body } =
      value && typeof value === 'object' && 'status' in value && 'body' in value
        ? (value as { status: number; body: unknown })
        : { status: 200, body: value };
    return Response.json(body, { status });
  });
  return sent;
}

/** The operations port without the live tracker: started operations are reported to onSettled by the test. */
export function fakeOperations() {
  const settled = new Map<string, (operation: Operation) => void>();
  const port: OperationsPort = {
    track: (accepted, onSettled) => settled.set(accepted.id, onSettled),
    Progress: ({ id }) => <p data-testid="operation-progress">{id}</p>,
    useOperation: () => undefined,
    HistoryLink: () => null,
  };
  return { port, finish: (operation: Operation) => settled.get(operation.id)?.(operation) };
}

/** Renders `ui` as the page of a one-route app at `path`. */
export async function renderPage(ui: ReactNode, { path = '/', operations = fakeOperations().port } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const rootRoute = createRootRoute({
    component: () => (
      <TooltipProvider>
        {ui}
        <Snackbars />
      </TooltipProvider>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  // Unmounted when the test ends (see answer() for why not a module-level afterEach).
  onTestFinished(() => {
    cleanup();
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <OperationsProvider value={operations}>
        <RouterProvider router={router} />
      </OperationsProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router };
}
