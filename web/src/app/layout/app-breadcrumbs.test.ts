import { describe, expect, it } from 'vitest';
import {
  buildCrumbs,
  organizationIdOfSubscribersIn,
  subscriberIdIn,
  subscriberNumberIn,
} from './app-breadcrumbs';

describe('buildCrumbs', () => {
  it("uses the spec's labels and the entity name for ids", () => {
    expect(buildCrumbs('/subscribers/1001/users', { 1: 'ACME S.A.' })).toEqual([
      { label: 'suscriptores', to: '/subscribers' },
      { label: 'ACME S.A.', to: '/subscribers/1001' },
      { label: 'usuarios', to: '/subscribers/1001/users' },
    ]);
  });

  it('shows the raw id until the name is known', () => {
    expect(buildCrumbs('/subscribers/1001/suscriptions', {}).map((crumb) => crumb.label)).toEqual([
      'suscriptores',
      '1001',
      'suscripciones',
    ]);
  });

  it('labels the other areas', () => {
    expect(buildCrumbs('/storage/recycle/7', {}).map((crumb) => crumb.label)).toEqual([
      'almacenamiento',
      'papelera interna',
      '7',
    ]);
    expect(buildCrumbs('/globalNotification/add', {}).map((crumb) => crumb.label)).toEqual([
      'Notificaciones globales',
      'Agregar nueva notificación',
    ]);
    expect(buildCrumbs('/users/ana%40example.com/organizations', {}).map((crumb) => crumb.label)).toEqual([
      'usuarios',
      'ana@example.com',
      'organizaciones',
    ]);
  });
});

describe('subscriberNumberIn', () => {
  it('finds the subscriber number only where the path carries it', () => {
    expect(subscriberNumberIn('/subscribers/1001')).toBe('1001');
    expect(subscriberNumberIn('/subscribers/1001/users')).toBe('1001');
    expect(subscriberNumberIn('/subscribers/55/suscriptions')).toBeUndefined();
    expect(subscriberNumberIn('/subscribers')).toBeUndefined();
    expect(subscriberNumberIn('/users/1001')).toBeUndefined();
  });
});

describe('ids of the subscribers sub-screens', () => {
  it('finds the subscriber id of the subscriptions page and the organization of its subscribers', () => {
    expect(subscriberIdIn('/subscribers/1/suscriptions')).toBe('1');
    expect(subscriberIdIn('/subscribers/100001/users')).toBeUndefined();
    expect(organizationIdOfSubscribersIn('/organizations/2/subscribers')).toBe('2');
    expect(organizationIdOfSubscribersIn('/organizations/2/users')).toBeUndefined();
  });

  it('links an id crumb to where its page is', () => {
    expect(
      buildCrumbs('/subscribers/1/suscriptions', { 1: 'ACME S.A.' }, { 1: '/subscribers/100001' })[1],
    ).toEqual({
      label: 'ACME S.A.',
      to: '/subscribers/100001',
    });
  });
});
