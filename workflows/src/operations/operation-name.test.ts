import { describe, expect, it } from 'vitest';
import { retryNumberOf } from '../core/memo';
import { operationNameOf } from './operation-name';

describe('operationNameOf', () => {
  it('reads label, target and retry, the number right after a label that names its kind', () => {
    const label = 'Añadir un usuario al suscriptor';
    const type = 'subscriber.addUser';
    expect(operationNameOf({ type, label, target: '100001', retryNumber: 0 })).toBe(
      'Añadir un usuario al suscriptor 100001',
    );
    expect(
      operationNameOf({
        type,
        label,
        target: '100001',
        retryNumber: retryNumberOf('subscriber.addUser/100001/x-r1'),
      }),
    ).toBe('Añadir un usuario al suscriptor 100001 · reintento 1');
  });

  it('puts a separator before a target the label does not announce, and leaves out an empty one', () => {
    expect(
      operationNameOf({
        type: 'subscriber.deactivateUser',
        label: 'Dar de baja al usuario',
        target: '100001',
        retryNumber: 2,
      }),
    ).toBe('Dar de baja al usuario · 100001 · reintento 2');
    expect(operationNameOf({ type: 'unknown', label: 'Algo', target: ' ', retryNumber: 0 })).toBe('Algo');
  });

  it('counts retries from the id suffix only', () => {
    expect(retryNumberOf('subscriber.addUser/100001/abc')).toBe(0);
    expect(retryNumberOf('subscriber.addUser/100001/abc-r12')).toBe(12);
  });
});
