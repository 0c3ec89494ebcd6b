// The records of the ME-area fixtures: study 1's customers with their e-Ventanilla
// subscriptions and declarations, its recycle bin, activo@'s device sessions, and the
// notifications. Called by fixtures-me.ts, in this order, so ids stay stable.
import type { MeSeedBuilder } from './builder-me';
import { subscriptionPaths } from './catalog-me';
import { iso, seedToday } from './dates';
import { demoFixtures } from './fixtures';
import type { SuborganizationRow } from './rows';
import { withConsoleOffset } from '../time-zone';

const day = 86_400_000;
const at = (date: string) => new Date(`${date}T12:00:00Z`).getTime();

export function customersAndCommunications(
  me: MeSeedBuilder,
  demo: SuborganizationRow,
  north: SuborganizationRow,
  editors: readonly string[],
): void {
  const f = demoFixtures;
  const date = iso(at('2024-07-01'));
  const customer = (firm: SuborganizationRow, name: string, cuit: string, person: boolean, color: string) =>
    me.customer(firm, {
      name,
      legalName: name,
      person,
      cuit,
      color,
      creationDate: date,
      creationUser: 'seed',
    });
  const byStatus = f.eVentanillaCuitByStatus;
  const demoCustomers = [
    customer(demo, 'Panadería La Espiga S.R.L.', f.customerWithSeveralFirmsCuit, false, '#F4511E'),
    customer(demo, 'Ferretería El Tornillo S.A.', f.customerOfTwoFirmsCuit, false, '#00897B'),
    customer(demo, 'Martín Gutiérrez', byStatus['DELEGATION-MISSING'], true, '#1E88E5'),
    customer(demo, 'María Fernández', byStatus['DELEGATION-ACCEPTED'], true, '#8E24AA'),
    customer(demo, 'Transportes Río Negro S.A.', byStatus['ACTIVE-LOAD-SUCCESS'], false, '#43A047'),
    customer(demo, 'Jorge Martínez', byStatus['ACTIVE-LOAD-FAIL'], true, '#FDD835'),
    customer(demo, 'Agro Pampa S.A.', byStatus['ACTIVE-LOAD-FAIL-NO-AUTH'], false, '#1E88E5'),
    customer(demo, 'Lucía Gómez', byStatus.DISABLED, true, '#F4511E'),
    customer(demo, 'Consultora Sur S.R.L.', byStatus['DELEGATION-CANCEL-IN-PROGRESS'], false, '#00897B'),
    customer(demo, 'Kiosco Don Pepe', f.customerWithoutSubscriptionCuit, true, '#43A047'),
  ];
  const northCustomers = [
    customer(north, 'Panadería La Espiga S.R.L.', f.customerWithSeveralFirmsCuit, false, '#F4511E'),
    customer(north, 'Ferretería El Tornillo S.A.', f.customerOfTwoFirmsCuit, false, '#00897B'),
  ];

  const subscribe = (
    cuit: string,
    status: string,
    links: readonly (readonly [SuborganizationRow, boolean])[],
  ) => {
    const path = subscriptionPaths[status] ?? [status];
    const start = at('2025-03-03');
    const history = path.map((s, i) => ({
      status: s,
      date: iso(start + i * 9 * day + i * 3_600_000),
      operator: i === path.length - 1 && s !== 'ACTIVE-LOAD-SUCCESS' ? 'soporte@proveedor.com.ar' : 'sistema',
    }));
    const subscription = me.commSubscription(cuit, history);
    for (const [c, enabled] of links) {
      me.commCustomer(
        subscription.communication_subscription_ve_id,
        c.suborganization_id,
        enabled,
        date,
        'seed',
      );
    }
  };
  subscribe(f.customerWithSeveralFirmsCuit, 'DELEGATION-MISSING', [
    [demoCustomers[0]!, true],
    [northCustomers[0]!, true],
  ]);
  subscribe(f.customerOfTwoFirmsCuit, 'WAITING-DELEGATION', [
    [demoCustomers[1]!, true],
    [northCustomers[1]!, false],
  ]);
  Object.entries(byStatus).forEach(([status, cuit], i) =>
    subscribe(cuit, status, [[demoCustomers[i + 2]!, true]]),
  );

  const kinds = [
    ['DDJJ Ganancias Personas Humanas', 2024, '2025-06-13', 'Lista para presentar', true],
    ['DDJJ Bienes Personales', 2024, '2025-06-13', 'En edición', true],
    ['IVA Declaración Jurada 05/2025', 2025, '2025-06-18', 'Presentada con observaciones', true],
    ['Ingresos Brutos Convenio Multilateral CM05', 2024, '2025-06-16', 'Rectificativa en edición', true],
    ['Monotributo recategorización 1er semestre', 2025, '2025-07-20', 'En edición', true],
    ['DDJJ Ganancias Sociedades', 2024, '2025-05-15', 'Lista para presentar', true],
    ['IVA Declaración Jurada 04/2025', 2025, '2025-05-19', 'Presentada', false],
    ['DDJJ Bienes Personales', 2023, '2024-06-13', 'Presentada', false],
  ] as const;
  kinds.forEach(([desc, year, due, status, locked], i) =>
    me.declaration({
      firm: demo,
      customer: demoCustomers[i % demoCustomers.length]!,
      desc,
      editor: editors[i % editors.length]!,
      year,
      dueMs: at(due),
      status,
      locked,
      modifiedMs: seedToday - (i + 1) * 2 * day,
    }),
  );
  me.declaration({
    firm: north,
    customer: northCustomers[0]!,
    desc: 'DDJJ Ganancias Sociedades',
    editor: demoFixtures.northAdminEmail,
    year: 2024,
    dueMs: at('2025-05-15'),
    status: 'En edición',
    locked: true,
    modifiedMs: seedToday - 5 * day,
  });
}

export function recycleBin(me: MeSeedBuilder, demo: SuborganizationRow): void {
  const root = `/${demo.suborganization_name}`;
  const docs = [
    [
      'Balance 2024 - Panadería La Espiga.pdf',
      'pdf',
      'Clientes/Panadería La Espiga S.R.L./Balances',
      2_411_724,
    ],
    ['Liquidación sueldos mayo 2025.xlsx', 'xlsx', 'Clientes/Transportes Río Negro S.A./Sueldos', 184_320],
    ['Constancia de inscripción AFIP.pdf', 'pdf', 'Clientes/María Fernández/Impuestos', 96_256],
    ['F.931 abril 2025.pdf', 'pdf', 'Clientes/Transportes Río Negro S.A./Sueldos', 301_056],
    [
      'Contrato de locación - Local comercial Av. Corrientes 1234 (firmado).pdf',
      'pdf',
      'Clientes/Ferretería El Tornillo S.A./Contratos',
      5_242_880,
    ],
    ['Foto DNI frente.jpg', 'jpg', 'Clientes/Jorge Martínez/Legajo', 1_048_576],
    ['Notas reunión con el cliente.docx', 'docx', 'General', 40_960],
    ['Recibo de sueldo marzo 2025.pdf', 'pdf', 'Clientes/Transportes Río Negro S.A./Sueldos', 88_064],
    ['Libro IVA Digital ventas 2025-04.txt', 'txt', 'Clientes/Agro Pampa S.A./Impuestos', 12_288],
    ['Padrón de clientes.csv', 'csv', 'General', 20_480],
    ['Escaneo factura proveedor 0001-00012345.png', 'png', 'Clientes/Kiosco Don Pepe/Compras', 3_145_728],
    ['Respaldo documentación 2023.zip', 'zip', 'Archivo/2023', 157_286_400],
    ['Declaración jurada Ganancias 2024.pdf', 'pdf', 'Clientes/Martín Gutiérrez/Impuestos', 524_288],
    ['Certificado de retenciones.pdf', 'pdf', 'Clientes/Consultora Sur S.R.L./Impuestos', 65_536],
  ] as const;
  const users = ['activo@demo.com.ar', 'colaborador@demo.com.ar', 'carpeta@demo.com.ar'];
  docs.forEach(([name, type, folder, size], i) => {
    const purged = seedToday - (3 + i * 13) * day - i * 3_600_000;
    me.recycleDocument({
      suborganizationId: demo.suborganization_id,
      name,
      type,
      size,
      path: `${root}/${folder}/${name}`,
      createdMs: purged - (40 + i * 7) * day,
      creationUser: users[i % users.length]!,
      purgedMs: purged,
      purgeUser: users[(i + 1) % users.length]!,
    });
  });
}

export function sessions(me: MeSeedBuilder, loginAccountId: number): void {
  const last = seedToday - 2 * 3_600_000;
  const open = [
    [
      'Samsung SM-A546E Android 14',
      ['Mi Estudio App', '2.5.1', 'es-AR'],
      ['Rosario', 'Santa Fe', 'Argentina'],
      '181.47.12.34',
    ],
    [
      'iPhone 14 iPhone OS 17.5',
      ['Mi Estudio App', '2.5.1', 'es-AR'],
      ['Córdoba', 'Córdoba', 'Argentina'],
      '190.210.33.7',
    ],
    [
      'Windows 10',
      ['Chrome', '126.0.6478.127', 'es-419'],
      ['Ciudad Autónoma de Buenos Aires', 'Buenos Aires', 'Argentina'],
      '200.45.67.89',
    ],
    [null, null, ['Mendoza', 'Mendoza', 'Argentina'], '186.12.0.5'],
  ] as const;
  open.forEach(([device, agent, place, ip], i) =>
    me.session({
      loginAccountId,
      device,
      agent,
      place,
      ip,
      createdMs: last - (10 + i) * day,
      lastMs: last - i * 3_600_000,
      revokedMs: null,
    }),
  );
  me.session({
    loginAccountId,
    device: 'Macintosh Intel Mac OS X 10_15_7',
    agent: ['Safari', '17.5', 'es-AR'],
    place: ['La Plata', 'Buenos Aires', 'Argentina'],
    ip: '181.1.2.3',
    createdMs: last - 40 * day,
    lastMs: last - 30 * day,
    revokedMs: last - 29 * day,
  });
}

export function notifications(me: MeSeedBuilder, pilotGroupId: number): void {
  const both = ['WEB-APP-PUSH', 'MOBILE-APP-PUSH'];
  const t = (date: string, time: string) => new Date(withConsoleOffset(`${date}T${time}:00`)).toISOString();
  const maintenance = me.notification({
    title: demoFixtures.maintenanceTitle,
    text: 'El sábado 5 de julio la plataforma estará en mantenimiento entre las 22:00 y las 06:00.',
    start: t('2025-07-05', '22:00'),
    finish: t('2025-07-06', '06:00'),
    active: true,
    appCode: 'ME',
    type: 'MAINTENANCE',
    channels: both,
    user: 'admin@proveedor.com.ar',
  });
  me.notification({
    title: 'Suspensión del servicio por mantenimiento',
    text: 'Mi Estudio no estará disponible durante el mantenimiento programado.',
    start: t('2025-07-06', '00:30'),
    finish: t('2025-07-06', '06:00'),
    active: true,
    appCode: 'ME',
    type: 'SERVICE_SUSPENSION',
    relatedId: maintenance.notification_id,
    channels: both,
    user: 'admin@proveedor.com.ar',
  });
  me.notification({
    title: 'Nuevo módulo e-Ventanilla',
    text: 'Recibí las comunicaciones de AFIP de tus clientes directamente en Mi Estudio.',
    start: t('2025-06-01', '09:00'),
    finish: t('2025-08-31', '23:59'),
    active: true,
    appCode: 'ME',
    type: 'ADVERTISEMENT',
    channels: ['WEB-APP-PUSH'],
    conditions: [{ typeId: 1, groupId: pilotGroupId }],
    user: 'soporte@proveedor.com.ar',
  });
  me.notification({
    title: 'Vencimientos de julio',
    text: 'Consultá el calendario de vencimientos impositivos de julio.',
    start: t('2025-07-01', '08:00'),
    finish: t('2025-07-31', '23:59'),
    active: true,
    appCode: 'ME',
    type: 'INFORMATION',
    channels: ['MOBILE-APP-PUSH'],
    user: 'soporte@proveedor.com.ar',
  });
  me.notification({
    title: 'Aviso retirado',
    text: 'Este aviso fue eliminado.',
    start: t('2025-05-01', '00:00'),
    finish: t('2025-05-31', '23:59'),
    active: false,
    appCode: 'ME',
    type: 'INFORMATION',
    channels: both,
    user: 'soporte@proveedor.com.ar',
  });
  me.notification({
    title: 'Novedades de la consola',
    text: 'La consola incorpora el seguimiento de operaciones.',
    start: t('2025-06-20', '00:00'),
    finish: null,
    active: true,
    appCode: 'CGI',
    type: 'ADVERTISEMENT',
    channels: [],
    user: 'admin@proveedor.com.ar',
  });
  const old = me.notification({
    title: 'Mantenimiento de marzo',
    text: 'Mantenimiento de la base de datos.',
    start: t('2025-03-15', '23:00'),
    finish: t('2025-03-16', '03:00'),
    active: false,
    appCode: 'ME',
    type: 'MAINTENANCE',
    channels: both,
    user: 'admin@proveedor.com.ar',
  });
  me.notification({
    title: 'Suspensión por mantenimiento de marzo',
    text: 'Servicio suspendido.',
    start: t('2025-03-16', '00:00'),
    finish: t('2025-03-16', '03:00'),
    active: false,
    appCode: 'ME',
    type: 'SERVICE_SUSPENSION',
    relatedId: old.notification_id,
    channels: both,
    user: 'admin@proveedor.com.ar',
  });
}
