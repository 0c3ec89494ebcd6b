// Type test, checked by `npm run typecheck` (tsc -p web), never run: the web starts an operation
// with the input its type takes in the OpenAPI document (one schema per type), so a field the
// type does not take, a missing one or another type's input fails the type check, not the api.
// Each @ts-expect-error line must be refused; if it were accepted, tsc would report the directive
// as unused and the type check would fail.
import { expectTypeOf } from 'vitest';
import type { OperationInput, OperationStart } from './api/types';
import { operationStart, type OperationRun } from './operation-run';

declare const run: OperationRun['run'];
const handlers = { onSettled: () => undefined, onError: () => undefined };

export function startsTypedByType(): void {
  run({ type: 'fileExtension.add', input: { extension: '.qnt' } }, handlers);
  run(
    { type: 'organization.configureMeUser', input: { organizationId: 1, userId: 2 }, reason: 'Pedido' },
    handlers,
  );
  // @ts-expect-error a field fileExtension.add does not take
  run({ type: 'fileExtension.add', input: { extension: '.qnt', extensión: '.qnt' } }, handlers);
  // @ts-expect-error a field of the wrong type
  run({ type: 'organization.configureMeUser', input: { organizationId: '1', userId: 2 } }, handlers);
  // @ts-expect-error a required field missing
  run({ type: 'organization.configureMeUser', input: { organizationId: 1 } }, handlers);
  // @ts-expect-error another type's input
  run({ type: 'sessions.revokeAll', input: { extension: '.qnt' } }, handlers);
  // @ts-expect-error a type the console does not have
  run({ type: 'organization.teleport', input: { organizationId: 1 } }, handlers);
  // @ts-expect-error the undo starts from its operation, never as a type of its own
  run({ type: 'operation.undo', input: { operationId: 'x' } }, handlers);
}

export function pairedByType(): void {
  const start: OperationStart = { type: 'fileExtension.remove', input: { extension: '.qnx' } };
  const crossed: OperationStart = {
    type: 'fileExtension.remove',
    // @ts-expect-error the union keeps each type with its own input
    input: { email: 'a@b.ar', loginAccountId: 1 },
  };
  operationStart('versions.deprecate', { appPlatformCode: 'ANDROID', appVersionCode: '1.0.0' });
  // @ts-expect-error a field versions.deprecate does not take
  operationStart('versions.deprecate', { appPlatformCode: 'ANDROID', appVersionCode: '1.0.0', force: true });
  void [start, crossed];
}

expectTypeOf<OperationInput<'subscriber.addUser'>>().toEqualTypeOf<{
  subscriberNumber: string;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  userTypeCode: 'ORG-STAFF' | 'ORG-ADMIN';
}>();
