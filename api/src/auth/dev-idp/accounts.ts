// Staff accounts of the embedded development identity provider. Each holds one or more of
// the nine console roles; the last two exist to show the access-denial modal.

export interface DevAccount {
  email: string;
  firstName: string;
  lastName: string;
  userId: number;
  roles: string[];
  orgAppAccessStatusCode: 'GRANTED' | 'REVOKED';
  userAppAccessStatusCode: 'GRANTED' | 'REVOKED';
  description: string;
}

function staff(
  email: string,
  firstName: string,
  lastName: string,
  userId: number,
  roles: string[],
  description: string,
): DevAccount {
  return {
    email,
    firstName,
    lastName,
    userId,
    roles,
    orgAppAccessStatusCode: 'GRANTED',
    userAppAccessStatusCode: 'GRANTED',
    description,
  };
}

export const devAccounts: DevAccount[] = [
  staff('admin@consola.test', 'Ana', 'Administradora', 900001, ['CGI.Admin'], 'Acceso completo'),
  staff('soporte@consola.test', 'Sergio', 'Soporte', 900002, ['CGI.CustomerSupport'], 'Atención al cliente'),
  staff('comercial@consola.test', 'Carla', 'Comercial', 900003, ['CGI.CommercialAgent'], 'Agente comercial'),
  staff(
    'contenidos@consola.test',
    'Camilo',
    'Contenidos',
    900004,
    ['CGI.ContentManagementRW'],
    'Gestión de contenidos',
  ),
  staff(
    'legales@consola.test',
    'Lucía',
    'Legales',
    900005,
    ['CGI.LegalCommOperator'],
    'Operadora de e-Ventanilla',
  ),
  staff(
    'mantenimiento@consola.test',
    'Mateo',
    'Mantenimiento',
    900006,
    ['CGI.MeAppMaintainer'],
    'Versiones de Mi Estudio',
  ),
  staff(
    'notificaciones@consola.test',
    'Nora',
    'Notificaciones',
    900007,
    ['CGI.GlobalNotificationAdmin'],
    'Administra notificaciones',
  ),
  staff(
    'informacion@consola.test',
    'Iván',
    'Información',
    900008,
    ['CGI.GlobalNotificationInfoOperator'],
    'Solo avisos e información',
  ),
  staff(
    'lector@consola.test',
    'Laura',
    'Lectora',
    900009,
    ['CGI.GlobalNotificationReader'],
    'Notificaciones en solo lectura',
  ),
  staff(
    'guardia@consola.test',
    'Gabriel',
    'Guardia',
    900010,
    ['CGI.CustomerSupport', 'CGI.LegalCommOperator', 'CGI.MeAppMaintainer'],
    'Soporte de guardia con varios roles',
  ),
  {
    ...staff(
      'sinrol@consola.test',
      'Santiago',
      'Sin Rol',
      900011,
      ['ME.FirmStaff'],
      'Sin rol de la consola: acceso denegado',
    ),
  },
  {
    ...staff(
      'revocado@consola.test',
      'Rita',
      'Revocada',
      900012,
      ['CGI.Admin'],
      'Acceso de usuario revocado: acceso denegado',
    ),
    userAppAccessStatusCode: 'REVOKED',
  },
];

export function findDevAccount(email: string): DevAccount | undefined {
  const normalized = email.trim().toLowerCase();
  return devAccounts.find((account) => account.email === normalized);
}
