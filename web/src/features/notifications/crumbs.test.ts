import { describe, expect, it } from 'vitest';
import { notificationCrumbs } from './crumbs';

describe('notification breadcrumbs', () => {
  it("labels the add form 'Agregar nueva notificación' and the edit page by its title", () => {
    expect(notificationCrumbs('/globalNotification/add')?.map((c) => c.label)).toEqual([
      'Notificaciones globales',
      'Agregar nueva notificación',
    ]);
    expect(notificationCrumbs('/globalNotification/edit/3')?.[1]?.label).toBe('Editar notificación');
    expect(notificationCrumbs('/globalNotification')).toBeUndefined();
    expect(notificationCrumbs('/organizations/add')).toBeUndefined();
  });
});
