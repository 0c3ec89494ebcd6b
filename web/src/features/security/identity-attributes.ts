// The identity provider's attributes as staff read them (spec 2 §2.13, Atributo/Valor): Spanish
// names for the provider's keys, Sí/No for its flags, the account states in words and dates as
// days. A key the provider adds later keeps its own name rather than disappearing.
import { formatDate } from '../../shared/lib/format';

const NAMES: Record<string, string> = {
  Username: 'Usuario',
  Enabled: 'Habilitado',
  UserStatus: 'Estado de la cuenta',
  UserCreateDate: 'Fecha de creación',
  UserLastModifiedDate: 'Última modificación',
  sub: 'Identificador',
  email: 'Email',
  email_verified: 'Email verificado',
  phone_number: 'Teléfono',
  phone_number_verified: 'Teléfono verificado',
  given_name: 'Nombre',
  family_name: 'Apellido',
  name: 'Nombre completo',
  locale: 'Idioma',
};

const STATUSES: Record<string, string> = {
  CONFIRMED: 'Confirmada',
  UNCONFIRMED: 'Sin confirmar',
  FORCE_CHANGE_PASSWORD: 'Debe cambiar la contraseña',
  RESET_REQUIRED: 'Debe restablecer la contraseña',
  ARCHIVED: 'Archivada',
  COMPROMISED: 'Comprometida',
  EXTERNAL_PROVIDER: 'Proveedor externo',
  UNKNOWN: 'Desconocido',
};

const DATES = new Set(['UserCreateDate', 'UserLastModifiedDate']);
const BLANK = '- -';

export function identityAttributeName(name: string): string {
  return NAMES[name] ?? name;
}

export function identityAttributeValue(name: string, value: string): string {
  if (!value) return BLANK;
  if (DATES.has(name)) return formatDate(value);
  if (name === 'UserStatus') return STATUSES[value] ?? value;
  if (value === 'true') return 'Sí';
  if (value === 'false') return 'No';
  return value;
}
