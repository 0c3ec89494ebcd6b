// The console's own services (Temporal, its database, the platform, the api and the metrics
// listeners) as host and port, taken from the addresses each process is configured with, and the
// addresses they answer on: a webhook pointing at one of them is refused even where the host is
// allow-listed.
import { networkInterfaces } from 'node:os';
import { bareHost, parseAddress, sameAddress, type IpAddress } from './addresses';

export interface ServiceEndpoint {
  hostname: string;
  port: number;
}

type Resolve = (hostname: string) => Promise<readonly { address: string; family: number }[]>;

const DEFAULT_PORTS: Record<string, number> = {
  'http:': 80,
  'https:': 443,
  'postgres:': 5432,
  'postgresql:': 5432,
};

/**
 * The endpoint of a URL (http, https, postgres...) or of a bare `host:port` (Temporal's address);
 * undefined when it names none.
 */
export function serviceEndpointOf(value: string | undefined): ServiceEndpoint | undefined {
  if (!value) return undefined;
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `tcp://${value}`;
  if (!URL.canParse(candidate)) return undefined;
  const url = new URL(candidate);
  const port = url.port ? Number(url.port) : DEFAULT_PORTS[url.protocol];
  const hostname = bareHost(url.hostname);
  return hostname && port !== undefined ? { hostname, port } : undefined;
}

/** The endpoints of every value given that names one, once each. */
export function serviceEndpointsOf(values: readonly (string | undefined)[]): ServiceEndpoint[] {
  const seen = new Map<string, ServiceEndpoint>();
  for (const value of values) {
    const endpoint = serviceEndpointOf(value);
    if (endpoint) seen.set(`${endpoint.hostname}|${endpoint.port}`, endpoint);
  }
  return [...seen.values()];
}

export interface OwnAddresses {
  has(address: string, port: number): boolean;
}

/** This machine's addresses: a service bound to loopback or to every interface answers on them. */
function machineAddresses(): IpAddress[] {
  return Object.values(networkInterfaces())
    .flat()
    .map((entry) => (entry ? parseAddress(entry.address) : null))
    .filter((address): address is IpAddress => address !== null);
}

const isThisMachine = (ip: IpAddress) => ip.range() === 'loopback' || ip.range() === 'unspecified';

/** Resolves each service's host once; a name that does not resolve names no address. */
export async function ownAddressesOf(
  services: readonly ServiceEndpoint[],
  resolve: Resolve,
): Promise<OwnAddresses> {
  if (services.length === 0) return { has: () => false };
  const resolved = await Promise.all(
    services.map(async (service) => {
      const literal = parseAddress(service.hostname);
      let addresses: IpAddress[] = literal ? [literal] : [];
      if (!literal) {
        try {
          addresses = (await resolve(service.hostname))
            .map((entry) => parseAddress(entry.address))
            .filter((address): address is IpAddress => address !== null);
        } catch {
          addresses = [];
        }
      }
      return { port: service.port, addresses, local: addresses.some(isThisMachine) };
    }),
  );
  const machine = resolved.some((service) => service.local) ? machineAddresses() : [];
  return {
    has(address, port) {
      const ip = parseAddress(address);
      if (!ip) return false;
      return resolved.some(
        (service) =>
          service.port === port &&
          (service.addresses.some((own) => sameAddress(own, ip)) ||
            (service.local && (isThisMachine(ip) || machine.some((own) => sameAddress(own, ip))))),
      );
    },
  };
}
