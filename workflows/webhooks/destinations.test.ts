// Where a webhook may point (issue 40, finding 4): every address form the finding names, the
// IPv6 forms, decimal, hex and octal IPv4, userinfo, a name that resolves to a private address,
// the allow-list and the console's own services. Names resolve through a table, never DNS.
import { describe, expect, it } from 'vitest';
import {
  checkWebhookDestination,
  classifyAddress,
  parseAllowedHosts,
  serviceEndpointsOf,
  STRICT_WEBHOOK_RULES,
  webhookAllowedHostsSchema,
  webhookDestinationMessages as said,
  type Lookup,
  type RefusalReason,
  type WebhookDestinationRules,
} from './index';

const PUBLIC_V4 = '93.184.216.34';
const PUBLIC_V6 = '2606:2800:220:1:248:1893:25c8:1946';

/** A resolver that answers from a table; any other name does not exist. */
function tableLookup(table: Record<string, string[]>): Lookup {
  return async (hostname) => {
    const addresses = table[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

const names = tableLookup({
  'hooks.example.com': [PUBLIC_V4, PUBLIC_V6],
  'intranet.example': ['10.0.0.5'],
  'mixed.example': [PUBLIC_V4, '127.0.0.1'],
  'mapped.example': ['::ffff:192.168.1.9'],
  'cgnat.example': ['100.64.3.4'],
  localhost: ['127.0.0.1', '::1'],
  'hooks.intranet': ['10.1.2.3'],
  'rebound.intranet': ['169.254.169.254'],
});

const strict: WebhookDestinationRules = { ...STRICT_WEBHOOK_RULES, lookup: names };
const reasonOf = async (url: string, rules = strict) => (await checkWebhookDestination(url, rules))?.reason;

describe('refused destinations, each with its reason', () => {
  const cases: [string, RefusalReason][] = [
    // The finding's addresses.
    ['http://169.254.169.254/latest/meta-data/', 'metadata'],
    ['https://169.254.169.254/latest/meta-data/', 'metadata'],
    ['http://metadata.google.internal/computeMetadata/v1/', 'metadata'],
    ['https://METADATA.google.internal./', 'metadata'],
    ['https://[::1]/', 'loopback'],
    ['https://[::1]:7233/', 'loopback'],
    ['https://0.0.0.0/', 'unspecified'],
    ['https://0.0.0.0:5434/', 'unspecified'],
    ['https://2130706433/', 'loopback'],
    ['https://0x7f.1/', 'loopback'],
    // Other ways of writing 127.0.0.1: octal, hex, short, whole-number hex and octal.
    ['https://0177.0.0.1/', 'loopback'],
    ['https://0x7f000001/', 'loopback'],
    ['https://017700000001/', 'loopback'],
    ['https://127.1/', 'loopback'],
    ['https://127.000.000.001/', 'loopback'],
    ['https://0x7F.0.0.0x1/', 'loopback'],
    ['https://127.0.0.1:3100/', 'loopback'],
    // IPv6 forms.
    ['https://[::ffff:127.0.0.1]/', 'loopback'],
    ['https://[::ffff:7f00:1]/', 'loopback'],
    ['https://[0:0:0:0:0:0:0:1]/', 'loopback'],
    ['https://[::ffff:169.254.169.254]/', 'metadata'],
    ['https://[::ffff:10.0.0.1]/', 'private'],
    ['https://[fe80::1]/', 'linkLocal'],
    ['https://[fd00::1]/', 'uniqueLocal'],
    ['https://[fc00::1]/', 'uniqueLocal'],
    ['https://[fd00:ec2::254]/', 'metadata'],
    ['https://[::]/', 'unspecified'],
    ['https://[::127.0.0.1]/', 'reserved'],
    ['https://[ff02::1]/', 'multicast'],
    ['https://[2001:db8::1]/', 'reserved'],
    ['https://[64:ff9b::7f00:1]/', 'reserved'],
    ['https://[2002:7f00:1::]/', 'reserved'],
    // Private, link-local, CGNAT, multicast, broadcast, reserved IPv4.
    ['https://10.0.0.1/', 'private'],
    ['https://172.16.5.4/', 'private'],
    ['https://192.168.1.1/', 'private'],
    ['https://169.254.1.1/', 'linkLocal'],
    ['https://100.64.0.1/', 'carrierGradeNat'],
    ['https://100.100.100.200/', 'metadata'],
    ['https://224.0.0.1/', 'multicast'],
    ['https://255.255.255.255/', 'multicast'],
    ['https://192.0.2.1/', 'reserved'],
    ['https://240.0.0.1/', 'reserved'],
    // Names that resolve inward.
    ['https://localhost:7233/', 'loopback'],
    ['https://intranet.example/hooks', 'private'],
    ['https://mixed.example/', 'loopback'],
    ['https://mapped.example/', 'private'],
    ['https://cgnat.example/', 'carrierGradeNat'],
    // What the URL itself says.
    ['https://usuario:clave@hooks.example.com/', 'userinfo'],
    ['https://usuario@hooks.example.com/', 'userinfo'],
    ['https://:clave@hooks.example.com/', 'userinfo'],
    ['http://hooks.example.com/alertas', 'httpNotAllowed'],
    ['ftp://hooks.example.com/', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['gopher://hooks.example.com:70/', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['https://hooks .example.com/', 'invalid'],
    ['no es una dirección', 'invalid'],
    ['https://nadie.example/', 'unresolvable'],
  ];
  it.each(cases)('%s: %s', async (url, reason) => {
    const refusal = await checkWebhookDestination(url, strict);
    expect(refusal).toEqual({ reason, message: said[reason] });
  });

  it('says why in Spanish', () => {
    expect(said.loopback).toBe('El webhook no puede apuntar a este mismo equipo (loopback)');
    expect(said.metadata).toBe('El webhook no puede apuntar al servicio de metadatos de la nube');
    expect(said.httpNotAllowed).toMatch(/^Use https:\/\/: http:\/\/ solo se admite/);
  });
});

describe('accepted destinations', () => {
  it.each([
    'https://hooks.example.com/alertas',
    'https://HOOKS.example.com.:443/alertas?canal=soporte',
    `https://${PUBLIC_V4}/`,
    `https://[${PUBLIC_V6}]:8443/`,
    'https://8.8.8.8/',
  ])('%s', async (url) => {
    expect(await checkWebhookDestination(url, strict)).toBeNull();
  });
});

describe('the allow-list of operations', () => {
  const rules: WebhookDestinationRules = {
    allowedHosts: parseAllowedHosts(' 127.0.0.1:8080, hooks.intranet ,[::1]:9000,rebound.intranet'),
    ownServices: [],
    lookup: names,
  };

  it('lets http and internal addresses through for the hosts it names, on their port', async () => {
    expect(await reasonOf('http://127.0.0.1:8080/alertas', rules)).toBeUndefined();
    expect(await reasonOf('https://127.0.0.1:8080/alertas', rules)).toBeUndefined();
    expect(await reasonOf('http://hooks.intranet/alertas', rules)).toBeUndefined();
    expect(await reasonOf('http://hooks.intranet:8000/alertas', rules)).toBeUndefined();
    expect(await reasonOf('http://[::1]:9000/', rules)).toBeUndefined();
    // Another port, another form of the address, another name: not named.
    expect(await reasonOf('http://127.0.0.1:8081/', rules)).toBe('loopback');
    expect(await reasonOf('http://2130706433:8080/', rules)).toBeUndefined();
    expect(await reasonOf('http://localhost:8080/', rules)).toBe('loopback');
    expect(await reasonOf('http://[::1]:9001/', rules)).toBe('loopback');
    expect(await reasonOf('http://intranet.example/', rules)).toBe('private');
  });

  it('never lets through metadata, link-local, multicast or unspecified addresses', async () => {
    expect(await reasonOf('http://rebound.intranet/', rules)).toBe('metadata');
    const wide: WebhookDestinationRules = {
      ...rules,
      allowedHosts: parseAllowedHosts(
        '169.254.169.254,169.254.1.1,0.0.0.0,224.0.0.1,metadata.google.internal',
      ),
    };
    expect(await reasonOf('http://169.254.169.254/', wide)).toBe('metadata');
    expect(await reasonOf('http://169.254.1.1/', wide)).toBe('linkLocal');
    expect(await reasonOf('http://0.0.0.0/', wide)).toBe('unspecified');
    expect(await reasonOf('http://224.0.0.1/', wide)).toBe('multicast');
    expect(await reasonOf('http://metadata.google.internal/', wide)).toBe('metadata');
  });

  it("never lets through the console's own services, even on an allow-listed host", async () => {
    const console: WebhookDestinationRules = {
      allowedHosts: parseAllowedHosts('127.0.0.1,localhost'),
      ownServices: serviceEndpointsOf([
        '127.0.0.1:7233',
        'postgres://console:clave@127.0.0.1:5434/console',
        'http://127.0.0.1:3100',
        'http://localhost:9464/metrics',
        undefined,
      ]),
      lookup: names,
    };
    expect(await reasonOf('http://127.0.0.1:7233/api/v1/namespaces', console)).toBe('ownService');
    expect(await reasonOf('http://127.0.0.1:5434/', console)).toBe('ownService');
    expect(await reasonOf('http://127.0.0.1:3100/organizations', console)).toBe('ownService');
    expect(await reasonOf('http://localhost:7233/', console)).toBe('ownService');
    expect(await reasonOf('http://127.0.0.1:9464/metrics', console)).toBe('ownService');
    expect(await reasonOf('http://127.0.0.1:9999/alertas', console)).toBeUndefined();
  });

  it('reads host, host:port and [IPv6]:port, and refuses anything else in Spanish', () => {
    expect(parseAllowedHosts('Hooks.Intranet., 10.0.0.7:80, [::1], 0x7f.1:81')).toEqual([
      { hostname: 'hooks.intranet' },
      { hostname: '10.0.0.7', port: 80 },
      { hostname: '::1' },
      { hostname: '127.0.0.1', port: 81 },
    ]);
    expect(parseAllowedHosts(undefined)).toEqual([]);
    expect(parseAllowedHosts(' , ')).toEqual([]);
    for (const bad of ['::1', 'http://hooks.intranet', 'hooks.intranet/alertas', 'a b', 'u:p@host']) {
      const parsed = webhookAllowedHostsSchema.safeParse(bad);
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/no es un host ni un host:puerto/);
    }
  });
});

describe('classifyAddress (what a resolver answers)', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['10.1.1.1', 'private'],
    ['fe80::1', 'linkLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['not an address', 'reserved'],
    [PUBLIC_V4, null],
    [PUBLIC_V6, null],
  ])('%s: %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });
});
