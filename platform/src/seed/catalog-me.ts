// Fixed content of the ME-area seed: versions, file extensions, study groups, and the word
// lists generated customers, documents, declarations and sessions are drawn from.

export const appVersions = [
  {
    platform: 'WEB',
    code: '3.8.0',
    desc: 'Agenda compartida del estudio',
    released: '2024-11-04',
    deprecated: '2025-02-10',
  },
  {
    platform: 'WEB',
    code: '3.9.0',
    desc: 'Clientes: importación desde planilla',
    released: '2025-02-10',
    deprecated: '2025-05-05',
  },
  {
    platform: 'WEB',
    code: '3.9.2',
    desc: 'Correcciones en almacenamiento',
    released: '2025-05-05',
    deprecated: null,
  },
  {
    platform: 'WEB',
    code: '4.0.0',
    desc: 'Nuevo módulo e-Ventanilla',
    released: '2025-06-16',
    deprecated: null,
  },
  {
    platform: 'MOBILE-ANDROID',
    code: '2.4.0',
    desc: 'Notificaciones push',
    released: '2024-10-01',
    deprecated: '2025-03-03',
  },
  {
    platform: 'MOBILE-ANDROID',
    code: '2.5.0',
    desc: 'Escaneo de comprobantes',
    released: '2025-03-03',
    deprecated: null,
  },
  {
    platform: 'MOBILE-ANDROID',
    code: '2.5.1',
    desc: 'Mejoras de rendimiento',
    released: '2025-05-20',
    deprecated: null,
  },
  {
    platform: 'MOBILE-IOS',
    code: '2.4.0',
    desc: 'Notificaciones push',
    released: '2024-10-08',
    deprecated: '2025-03-10',
  },
  {
    platform: 'MOBILE-IOS',
    code: '2.5.0',
    desc: 'Escaneo de comprobantes',
    released: '2025-03-10',
    deprecated: '2025-05-27',
  },
  {
    platform: 'MOBILE-IOS',
    code: '2.5.1',
    desc: 'Mejoras de rendimiento',
    released: '2025-05-27',
    deprecated: null,
  },
] as const;

/** Magic numbers (hex) of each accepted type; .rar is seeded disabled. */
export const fileExtensions = [
  {
    code: '.pdf',
    name: 'Documento PDF',
    signatures: ['25504446', '255044462D312E', '0A25504446'],
    enabled: true,
  },
  {
    code: '.doc',
    name: 'Documento de Word 97-2003',
    signatures: ['D0CF11E0A1B11AE1', 'DBA52D00', '0D444F43'],
    enabled: true,
  },
  {
    code: '.docx',
    name: 'Documento de Word',
    signatures: ['504B0304', '504B030414000600', '504B0708'],
    enabled: true,
  },
  {
    code: '.xls',
    name: 'Libro de Excel 97-2003',
    signatures: ['D0CF11E0A1B11AE1', '0908100000060500', 'FDFFFFFF'],
    enabled: true,
  },
  {
    code: '.xlsx',
    name: 'Libro de Excel',
    signatures: ['504B0304', '504B030414000600', '504B0708'],
    enabled: true,
  },
  { code: '.jpg', name: 'Imagen JPEG', signatures: ['FFD8FFE0', 'FFD8FFE1', 'FFD8FFDB'], enabled: true },
  { code: '.jpeg', name: 'Imagen JPEG', signatures: ['FFD8FFE0', 'FFD8FFE1', 'FFD8FFE8'], enabled: true },
  {
    code: '.png',
    name: 'Imagen PNG',
    signatures: ['89504E470D0A1A0A', '89504E47', '0D0A1A0A'],
    enabled: true,
  },
  { code: '.txt', name: 'Texto', signatures: ['EFBBBF', 'FFFE', 'FEFF'], enabled: true },
  { code: '.csv', name: 'Valores separados por comas', signatures: ['EFBBBF', '22', '3B'], enabled: true },
  {
    code: '.zip',
    name: 'Archivo comprimido ZIP',
    signatures: ['504B0304', '504B0506', '504B0708'],
    enabled: true,
  },
  {
    code: '.xml',
    name: 'Documento XML',
    signatures: ['3C3F786D6C20', 'EFBBBF3C3F786D6C', '3C'],
    enabled: true,
  },
  {
    code: '.rar',
    name: 'Archivo comprimido RAR',
    signatures: ['526172211A0700', '526172211A070100', '52617221'],
    enabled: false,
  },
] as const;

export const studyGroups = [
  'Estudios piloto',
  'Estudios con e-Ventanilla',
  'Estudios con más de 50 clientes',
  'Estudios de prueba interna',
] as const;

export const customerNouns = [
  'Panadería',
  'Kiosco',
  'Farmacia',
  'Almacén',
  'Taller Mecánico',
  'Librería',
  'Veterinaria',
  'Carnicería',
  'Peluquería',
  'Ferretería',
  'Distribuidora',
  'Transportes',
  'Agropecuaria',
  'Inmobiliaria',
  'Consultorio Odontológico',
  'Estudio de Arquitectura',
  'Gimnasio',
  'Constructora',
] as const;

export const declarationKinds = [
  'DDJJ Ganancias Personas Humanas',
  'DDJJ Bienes Personales',
  'DDJJ Ganancias Sociedades',
  'IVA Declaración Jurada',
  'Ingresos Brutos Convenio Multilateral CM05',
  'Régimen de Información de Participaciones Societarias',
  'Monotributo recategorización',
] as const;

export const declarationStatuses = [
  'En edición',
  'Lista para presentar',
  'Presentada',
  'Presentada con observaciones',
  'Rectificativa en edición',
] as const;

export const documentKinds = [
  { name: 'Balance {year}', type: 'pdf', folder: 'Balances' },
  { name: 'Liquidación sueldos {month} {year}', type: 'xlsx', folder: 'Sueldos' },
  { name: 'F.931 {month} {year}', type: 'pdf', folder: 'Sueldos' },
  { name: 'Constancia de inscripción', type: 'pdf', folder: 'Impuestos' },
  { name: 'Factura proveedor {n}', type: 'pdf', folder: 'Compras' },
  { name: 'Recibo {n}', type: 'pdf', folder: 'Cobranzas' },
  { name: 'Contrato de locación local comercial (firmado)', type: 'docx', folder: 'Contratos' },
  { name: 'Foto DNI frente', type: 'jpg', folder: 'Legajo' },
  { name: 'Libro IVA Digital ventas {year}-{mm}', type: 'txt', folder: 'Impuestos' },
  { name: 'Padrón de clientes', type: 'csv', folder: 'General' },
  { name: 'Escaneo comprobante {n}', type: 'png', folder: 'Compras' },
  { name: 'Respaldo documentación {year}', type: 'zip', folder: 'General' },
] as const;

export const months = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** Device, agent (name, version, language) and place of the sessions: phones, desktops and
 * a session whose device was never reported. */
export const sessionProfiles = [
  { device: 'Samsung SM-A546E Android 14', agent: ['Mi Estudio App', '2.5.1', 'es-AR'] },
  { device: 'Motorola moto g54 Android 13', agent: ['Mi Estudio App', '2.5.0', 'es-AR'] },
  { device: 'iPhone 14 iPhone OS 17.5', agent: ['Mi Estudio App', '2.5.1', 'es-AR'] },
  { device: 'iPad Pro ipadOS 17.4', agent: ['Safari', '17.4', 'es-419'] },
  { device: 'Windows 10', agent: ['Chrome', '126.0.6478.127', 'es-419'] },
  { device: 'Windows 11', agent: ['Edge', '125.0.2535.92', 'es-AR'] },
  { device: 'Macintosh Intel Mac OS X 10_15_7', agent: ['Safari', '17.5', 'es-AR'] },
  { device: 'Linux x86_64', agent: ['Firefox', '127.0', 'es-AR'] },
  { device: null, agent: null },
] as const;

export const sessionPlaces = [
  ['Ciudad Autónoma de Buenos Aires', 'Buenos Aires', 'Argentina'],
  ['La Plata', 'Buenos Aires', 'Argentina'],
  ['Córdoba', 'Córdoba', 'Argentina'],
  ['Rosario', 'Santa Fe', 'Argentina'],
  ['Mendoza', 'Mendoza', 'Argentina'],
  ['San Miguel de Tucumán', 'Tucumán', 'Argentina'],
  ['Salta', 'Salta', 'Argentina'],
  ['Neuquén', 'Neuquén', 'Argentina'],
  ['Mar del Plata', 'Buenos Aires', 'Argentina'],
  ['Montevideo', 'Montevideo', 'Uruguay'],
] as const;

/** The way a subscription usually reached each status, oldest first (spec 2 §4). */
export const subscriptionPaths: Record<string, readonly string[]> = {
  'DELEGATION-MISSING': ['DELEGATION-MISSING'],
  'WAITING-DELEGATION': ['DELEGATION-MISSING', 'WAITING-DELEGATION'],
  'DELEGATION-ACCEPTED': ['DELEGATION-MISSING', 'WAITING-DELEGATION', 'DELEGATION-ACCEPTED'],
  'ACTIVE-LOAD-SUCCESS': ['WAITING-DELEGATION', 'DELEGATION-ACCEPTED', 'ACTIVE-LOAD-SUCCESS'],
  'ACTIVE-LOAD-FAIL': [
    'WAITING-DELEGATION',
    'DELEGATION-ACCEPTED',
    'ACTIVE-LOAD-SUCCESS',
    'ACTIVE-LOAD-FAIL',
  ],
  'ACTIVE-LOAD-FAIL-NO-AUTH': ['WAITING-DELEGATION', 'DELEGATION-ACCEPTED', 'ACTIVE-LOAD-FAIL-NO-AUTH'],
  'DELEGATION-CANCEL-IN-PROGRESS': [
    'DELEGATION-ACCEPTED',
    'ACTIVE-LOAD-SUCCESS',
    'DELEGATION-CANCEL-IN-PROGRESS',
  ],
  DISABLED: ['ACTIVE-LOAD-SUCCESS', 'DELEGATION-CANCEL-IN-PROGRESS', 'DISABLED'],
};
