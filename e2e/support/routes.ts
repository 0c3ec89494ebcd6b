// Every screen of the web router, with a concrete address for each path with parameters (the
// seed's entities), for the scans that visit them all: frictions.spec.ts (date fields),
// a11y.spec.ts (axe) and language-scan.spec.ts (what staff read).
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { devToken } from './stack';

/** Every full path the web router knows (web/src/routeTree.gen.ts, FileRoutesByFullPath). */
export function routerPaths(): string[] {
  const tree = readFileSync(new URL('../../web/src/routeTree.gen.ts', import.meta.url), 'utf8');
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(tree)?.[1] ?? '';
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1]!);
}

/** Router paths the scans do not open, and why. */
export const NOT_SCREENS: Record<string, string> = {
  '/$': 'any unknown path redirects to /home (spec 1 §2)',
  '/globalNotification/$': 'any unknown notification path redirects to the list',
  '/login': 'signed in, it goes to /home; the sign-in page has no date field',
};

/** A concrete address for each path with parameters, with the seed's entities. */
export const WITH_PARAMS: Record<string, string> = {
  '/ME/applicationInstances/$applicationInstanceId/': '/ME/applicationInstances/16',
  '/ME/applicationInstances/$applicationInstanceId/users': '/ME/applicationInstances/16/users',
  '/ME/applicationInstances/$organizationId/instance': '/ME/applicationInstances/2/instance',
  '/ME/applicationInstances/$organizationId/statusME': '/ME/applicationInstances/2/statusME',
  '/ME/clientes/$cuit': '/ME/clientes/20000000001',
  '/ME/declarations/$suborganizationId/declarations': '/ME/declarations/1/declarations',
  '/ME/eventanilla/$cuit': '/ME/eventanilla/30715001019',
  '/globalNotification/delete/$notificationId': '/globalNotification/delete/1',
  '/globalNotification/edit/$notificationId': '/globalNotification/edit/1',
  '/organizations/$id/': '/organizations/2',
  '/organizations/$id/suborganizations': '/organizations/2/suborganizations',
  '/organizations/$id/subscribers': '/organizations/2/subscribers',
  '/organizations/$id/users': '/organizations/2/users',
  '/storage/recycle/$studyId': '/storage/recycle/1',
  '/suborganizations/$id/': '/suborganizations/1',
  '/suborganizations/$id/statusStorage': '/suborganizations/1/statusStorage',
  '/suborganizations/$id/users': '/suborganizations/1/users',
  '/subscribers/$id/': '/subscribers/100001',
  '/subscribers/$id/organizations': '/subscribers/100001/organizations',
  // The subscriptions route carries the subscriber's internal id (100001 is subscriber 1).
  '/subscribers/$id/suscriptions': '/subscribers/1/suscriptions',
  '/subscribers/$id/users': '/subscribers/100001/users',
  '/users/$id/': '/users/activo@demo.com.ar',
  '/users/$id/organizations': '/users/activo@demo.com.ar/organizations',
  '/users/$id/subscribers': '/users/activo@demo.com.ar/subscribers',
};

/**
 * The address of every screen, paths with parameters included: an operation's detail (`operation`,
 * or the newest the stack has) and the sessions of the seed's active user, read from the api.
 */
export async function screenAddresses(
  request: APIRequestContext,
  operation?: string,
): Promise<{ path: string; address: string }[]> {
  const headers = { authorization: `Bearer ${await devToken(request, 'admin@consola.test')}` };
  let operationId = operation;
  if (!operationId) {
    const listed = await request.get('/api/operations?pageSize=1', { headers });
    operationId = ((await listed.json()) as { items: { id: string }[] }).items[0]?.id;
  }
  const user = await request.get('/api/users/by-email/activo%40demo.com.ar', { headers });
  const loginAccountId = ((await user.json()) as { loginAccountId?: number }).loginAccountId;
  const addresses: Record<string, string> = {
    ...WITH_PARAMS,
    '/operations/$id': operationId ? `/operations/${encodeURIComponent(operationId)}` : '/operations',
    '/security/user-sessions/$loginAccountId': `/security/user-sessions/${loginAccountId ?? ''}`,
  };
  const paths = routerPaths().filter((path) => !(path in NOT_SCREENS));
  const unmapped = paths.filter((path) => path.includes('$') && !(path in addresses));
  // A new route with parameters must be given an address here to be scanned.
  if (unmapped.length > 0) throw new Error(`routes without an address: ${unmapped.join(', ')}`);
  // '/subscribers', not '/subscribers/': the router's index paths end in a slash that the
  // console's own links never carry (a page opened with it never went network-idle).
  return paths.map((path) => ({
    path,
    address: path.includes('$') ? addresses[path]! : path.replace(/(.)\/$/, '$1'),
  }));
}
