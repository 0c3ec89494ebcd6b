import { describe, expect, it } from 'vitest';
import { ALL_ROLES } from '../../shared/roles';
import { desktopSections, mobileBarItems, mobileMoreItems } from './nav-items';

const labels = (roles: string[]) =>
  desktopSections(roles).map((section) => [
    section.label ?? '',
    section.items.map((item) => [item.label, ...(item.children ?? []).map((child) => child.label)]),
  ]);

describe('navigation', () => {
  it('shows an Admin every group', () => {
    expect(labels(['CGI.Admin'])).toEqual([
      [
        'General',
        [
          ['Inicio'],
          ['Organizaciones'],
          ['Suscriptores'],
          ['Usuarios'],
          [
            'Mi Estudio',
            'Instancias de aplicación',
            'Habilitación por CSV',
            'Declaraciones',
            'Control de versiones',
            'Clientes',
            'e-Ventanilla',
          ],
          ['Operaciones'],
          ['Aprobaciones pendientes'],
          ['Alertas'],
        ],
      ],
      [
        'Sistema y Seguridad',
        [
          ['Extensiones de archivo'],
          ['Proveedor de identidad'],
          ['Sesiones de usuarios'],
          ['Políticas de aprobación'],
        ],
      ],
      ['Almacenamiento', [['Papelera']]],
      ['', [['Notificaciones globales']]],
    ]);
  });

  it('never lists the same entry twice, for any role', () => {
    for (const role of ALL_ROLES) {
      const entries = labels([role]).flatMap(([, items]) => (items as string[][]).flat());
      expect(entries.length, role).toBe(new Set(entries).size);
    }
  });

  it('gives a LegalCommOperator only clientes and e-Ventanilla under Mi Estudio, and no notifications', () => {
    const sections = labels(['CGI.LegalCommOperator']);
    expect(sections[0]?.[1]).toContainEqual(['Mi Estudio', 'Clientes', 'e-Ventanilla']);
    // Spec 1 §6: the security tools for the first six roles (read-only for this one).
    expect(sections.map((section) => section[0])).toEqual([
      'General',
      'Sistema y Seguridad',
      'Almacenamiento',
    ]);
  });

  it('hides empty groups for a notification reader', () => {
    expect(labels(['CGI.GlobalNotificationReader'])).toEqual([
      [
        'General',
        [['Inicio'], ['Organizaciones'], ['Suscriptores'], ['Usuarios'], ['Aprobaciones pendientes']],
      ],
      ['Almacenamiento', [['Papelera']]],
      ['', [['Notificaciones globales']]],
    ]);
  });

  it('splits the mobile menu into the bottom bar and Más', () => {
    expect(mobileBarItems(['CGI.CustomerSupport']).map((item) => item.label)).toEqual([
      'Inicio',
      'Organizaciones',
      'Suscriptores',
    ]);
    expect(mobileMoreItems(['CGI.CustomerSupport']).map((item) => item.label)).toEqual([
      'Aprobaciones pendientes',
      'Usuarios',
      'Mi Estudio',
      'Sistema y seguridad',
      'Operaciones',
    ]);
    expect(mobileMoreItems(['CGI.Admin']).map((item) => item.label)).toContain('Notificaciones globales');
    // 'Políticas de aprobación' is for administrators only.
    expect(mobileMoreItems(['CGI.Admin']).map((item) => item.label)).toContain('Políticas de aprobación');
    expect(mobileMoreItems(['CGI.CustomerSupport']).map((item) => item.label)).not.toContain(
      'Políticas de aprobación',
    );
  });

  it('shows Operaciones to Admin and CustomerSupport only', () => {
    const hasOperations = (roles: string[]) =>
      desktopSections(roles).some((section) => section.items.some((item) => item.to === '/operations'));
    expect(hasOperations(['CGI.Admin'])).toBe(true);
    expect(hasOperations(['CGI.CustomerSupport'])).toBe(true);
    for (const role of ['CGI.CommercialAgent', 'CGI.LegalCommOperator', 'CGI.GlobalNotificationReader']) {
      expect(hasOperations([role]), role).toBe(false);
      expect(mobileMoreItems([role]).map((item) => item.label)).not.toContain('Operaciones');
    }
  });

  it('shows Alertas (the rules) to Admin only', () => {
    const sees = (role: string) =>
      labels([role]).some(([, items]) => (items as string[][]).some((item) => item[0] === 'Alertas'));
    expect(ALL_ROLES.filter(sees)).toEqual(['CGI.Admin']);
  });

  it('shows nothing without a console role', () => {
    expect(desktopSections(['ME.FirmAdmin'])).toEqual([]);
  });
});
