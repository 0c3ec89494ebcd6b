// Where an alert's webhook may point (issue 40): https to a public address, or http and internal
// addresses only for the hosts operations allow-list (ALERT_WEBHOOK_ALLOWED_HOSTS); never the
// cloud's metadata service, a link-local, multicast or unspecified address, nor one of the
// console's own services. The api applies it when a rule is saved; the worker again to every
// address a delivery's connection would use (a name may resolve elsewhere by then).
import { lookup as dnsLookup } from 'node:dns/promises';
import { bareHost, classifyAddress, parseAddress, type AddressClass } from './addresses';
import { ownAddressesOf, type OwnAddresses, type ServiceEndpoint } from './own-services';

export type { ServiceEndpoint } from './own-services';

/** Every address a name resolves to (the system resolver unless a test gives its own). */
export type Lookup = (hostname: string) => Promise<readonly { address: string; family: number }[]>;

export const systemLookup: Lookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** An allow-listed receiver: a host name or address, and its port (any port when absent). */
export interface AllowedHost {
  hostname: string;
  port?: number;
}

export interface WebhookDestinationRules {
  allowedHosts: readonly AllowedHost[];
  /** The console's services (Temporal, its database, the platform, the api...): never a receiver. */
  ownServices: readonly ServiceEndpoint[];
  lookup?: Lookup;
}

export const STRICT_WEBHOOK_RULES: WebhookDestinationRules = { allowedHosts: [], ownServices: [] };

export type RefusalReason =
  AddressClass | 'invalid' | 'scheme' | 'userinfo' | 'httpNotAllowed' | 'unresolvable' | 'ownService';

export interface WebhookRefusal {
  reason: RefusalReason;
  /** Why, in Spanish, for the administrator who saves the rule. */
  message: string;
}

const pointsTo = (what: string) => `El webhook no puede apuntar a ${what}`;

export const webhookDestinationMessages: Record<RefusalReason, string> = {
  invalid: 'Indique una dirección https:// válida',
  scheme: 'Indique una dirección https://',
  userinfo: 'La dirección no puede llevar usuario ni contraseña: el webhook se autentica con su secreto',
  httpNotAllowed:
    'Use https://: http:// solo se admite para los receptores que la configuración de la consola habilita',
  unresolvable: 'No se encontró el receptor: su nombre no se pudo resolver',
  metadata: 'El webhook no puede apuntar al servicio de metadatos de la nube',
  loopback: pointsTo('este mismo equipo (loopback)'),
  private: pointsTo('una red privada'),
  linkLocal: pointsTo('una dirección de enlace local'),
  uniqueLocal: pointsTo('una red privada IPv6 (dirección local única)'),
  carrierGradeNat: pointsTo('la red interna de un proveedor (CGNAT)'),
  multicast: pointsTo('una dirección de difusión (multicast o broadcast)'),
  unspecified: pointsTo('una dirección sin especificar (0.0.0.0 o ::)'),
  reserved: pointsTo('una dirección reservada, que no es de Internet'),
  ownService: pointsTo(
    'un servicio de la propia consola (Temporal, su base de datos, la plataforma, la api o sus métricas)',
  ),
};

const refusal = (reason: RefusalReason): WebhookRefusal => ({
  reason,
  message: webhookDestinationMessages[reason],
});

/** Refused even for an allow-listed host: no receiver of alerts lives there. */
const ALWAYS_REFUSED = new Set<RefusalReason>([
  'metadata',
  'linkLocal',
  'multicast',
  'unspecified',
  'ownService',
]);

/** The cloud metadata services' names and addresses (AWS, ECS, EKS, GCP, Azure, Alibaba). */
const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
]);

/** "host", "host:port", "[v6]" or "[v6]:port", comma-separated; a bad entry throws in Spanish. */
export function parseAllowedHosts(value: string | undefined): AllowedHost[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    let url: URL;
    try {
      url = new URL(`http://${entry}`);
    } catch {
      throw new Error(`«${entry}» no es un host ni un host:puerto (una dirección IPv6 va entre corchetes)`);
    }
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash || !url.hostname) {
      throw new Error(`«${entry}» no es un host ni un host:puerto`);
    }
    // The URL parser drops an explicit :80, the default of http.
    const explicitPort = url.port ? Number(url.port) : /:\d+$/.test(entry) ? 80 : undefined;
    return {
      hostname: bareHost(url.hostname),
      ...(explicitPort !== undefined ? { port: explicitPort } : {}),
    };
  });
}

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

/** What a delivery may connect to once the URL itself passed: each address is checked in turn. */
export interface WebhookDestination {
  /** The URL as the WHATWG parser reads it: the one to send to, so check and request agree. */
  url: URL;
  /** Host without brackets (an IPv6 literal bare). */
  hostname: string;
  port: number;
  /** Whether the host is an address written in the URL (no name to resolve). */
  literal: boolean;
  /** Why a connection may not go to this address, or null when it may. */
  refusalOf(address: string): WebhookRefusal | null;
  /** http:// to a host the allow-list does not name (said after any address's reason). */
  schemeRefusal: WebhookRefusal | null;
}

/**
 * Checks what the URL says without resolving its host (scheme, userinfo, metadata names, an
 * address written in it) and prepares the per-address check; the console's own services are
 * resolved once here.
 */
export async function webhookDestinationOf(
  raw: string,
  rules: WebhookDestinationRules,
): Promise<{ destination: WebhookDestination; refusal?: never } | { refusal: WebhookRefusal }> {
  if (!URL.canParse(raw) || /\s/.test(raw)) return { refusal: refusal('invalid') };
  const url = new URL(raw);
  if (!(url.protocol in DEFAULT_PORTS)) return { refusal: refusal('scheme') };
  if (url.username || url.password) return { refusal: refusal('userinfo') };
  const hostname = bareHost(url.hostname);
  if (!hostname) return { refusal: refusal('invalid') };
  const port = url.port ? Number(url.port) : DEFAULT_PORTS[url.protocol]!;
  if (METADATA_NAMES.has(hostname)) return { refusal: refusal('metadata') };
  const allowListed = rules.allowedHosts.some(
    (allowed) => allowed.hostname === hostname && (allowed.port === undefined || allowed.port === port),
  );
  const own: OwnAddresses = await ownAddressesOf(rules.ownServices, rules.lookup ?? systemLookup);
  const destination: WebhookDestination = {
    url,
    hostname,
    port,
    literal: parseAddress(hostname) !== null,
    refusalOf(address) {
      const kind = classifyAddress(address);
      if (kind && (!allowListed || ALWAYS_REFUSED.has(kind))) return refusal(kind);
      return own.has(address, port) ? refusal('ownService') : null;
    },
    schemeRefusal: url.protocol === 'http:' && !allowListed ? refusal('httpNotAllowed') : null,
  };
  // An address written in the URL says the strongest reason (loopback, metadata) before the scheme.
  const literalRefusal = destination.literal ? destination.refusalOf(hostname) : null;
  if (literalRefusal) return { refusal: literalRefusal };
  return { destination };
}

/**
 * The check when a rule is saved: the URL, then every address its host resolves to. Null when
 * the webhook may point there.
 */
export async function checkWebhookDestination(
  raw: string,
  rules: WebhookDestinationRules,
): Promise<WebhookRefusal | null> {
  const prepared = await webhookDestinationOf(raw, rules);
  if (prepared.refusal) return prepared.refusal;
  const { destination } = prepared;
  if (destination.literal) return destination.schemeRefusal;
  let addresses: readonly { address: string }[];
  try {
    addresses = await (rules.lookup ?? systemLookup)(destination.hostname);
  } catch {
    return destination.schemeRefusal ?? refusal('unresolvable');
  }
  if (addresses.length === 0) return destination.schemeRefusal ?? refusal('unresolvable');
  for (const { address } of addresses) {
    const refused = destination.refusalOf(address);
    if (refused) return refused;
  }
  return destination.schemeRefusal;
}
