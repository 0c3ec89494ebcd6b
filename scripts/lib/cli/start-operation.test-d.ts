// Type test, checked by `npm run typecheck` (tsc -p tsconfig.scripts.json), never run: a script
// that starts an operation through the CLI's client gives the input its type takes in the OpenAPI
// document, so a field the type does not take, a missing one or another type's input fails the
// type check. Each @ts-expect-error line must be refused, or tsc reports the directive unused.
import { createApiClient, startOperation } from './client';

const api = createApiClient('http://localhost:3000', 'token');

export async function startsTypedByType(): Promise<void> {
  await startOperation(api, { type: 'fileExtension.add', input: { extension: '.qnt' } });
  await startOperation(
    api,
    { type: 'sessions.revokeAll', input: { email: 'a@b.ar', loginAccountId: 7 }, reason: 'Pedido' },
    'clave-1',
  );
  // @ts-expect-error a field fileExtension.add does not take
  await startOperation(api, { type: 'fileExtension.add', input: { extension: '.qnt', extensión: '.q' } });
  // @ts-expect-error a field of the wrong type
  await startOperation(api, { type: 'sessions.revokeAll', input: { email: 'a@b.ar', loginAccountId: '7' } });
  // @ts-expect-error a required field missing
  await startOperation(api, { type: 'sessions.revokeAll', input: { email: 'a@b.ar' } });
  // @ts-expect-error a type the console does not have
  await startOperation(api, { type: 'organization.teleport', input: { organizationId: 1 } });
  // @ts-expect-error the generated client's own call is typed the same way
  await api.POST('/api/operations', { body: { type: 'user.edit', input: { userId: 1, nombre: 'Ana' } } });
}
