// The compose deployment's safe defaults, read from docker-compose.yml itself: only the console
// is published, and on 127.0.0.1 unless told otherwise; the development sign-in is not forced;
// the platform, the worker and the api share the platform's service key; Temporal's gRPC is not
// published and its Web UI runs only in its profile, behind an identity provider and the codec.
// And its Temporal is the one the scale test runs in CI: same version, same schema steps, same
// configuration files, same namespace settings. Its services run with the flags `npm start`
// gives them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { searchAttributes } from './lib/search-attributes';
import { serviceNodeArgs, WORKER_OLD_SPACE_MB } from './lib/service-build';
import { temporalDevServerArgs } from './lib/stack';
import { PROJECT_ROOT } from './lib/temporal-cli';
import { NAMESPACE_RETENTION, temporalServerSpec, temporalServerVersion } from './lib/temporal-server';

interface Service {
  image?: string;
  entrypoint?: string[];
  command?: string[] | string;
  configs?: { source: string; target: string }[];
  ports?: string[];
  profiles?: string[];
  environment?: string[] | Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
}

const compose = parse(await readFile(join(PROJECT_ROOT, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, Service>;
  configs: Record<string, { file?: string }>;
};
const services = compose.services;

/** A service's environment as name → value (list entries without `=` have no value). */
function env(service: Service): Record<string, string | undefined> {
  if (!Array.isArray(service.environment)) return { ...service.environment };
  return Object.fromEntries(
    service.environment.map((entry) => {
      const at = entry.indexOf('=');
      return at < 0 ? [entry, undefined] : [entry.slice(0, at), entry.slice(at + 1)];
    }),
  );
}

describe('docker-compose.yml', () => {
  it('publishes only the console, on 127.0.0.1 by default; neither Temporal nor its UI', () => {
    const published = Object.entries(services).filter(([, service]) => service.ports?.length);
    expect(published.map(([name]) => name)).toEqual(['api']);
    for (const port of services.api!.ports!) expect(port).toMatch(/^\$\{[A-Z_]+_BIND:-127\.0\.0\.1\}:/);
    expect(services.temporal?.ports).toBeUndefined();
    expect(services['temporal-ui']?.ports).toBeUndefined();
  });

  it("serves the Temporal UI only through the api, behind the console's sign-in and with its codec", () => {
    const ui = env(services['temporal-ui']!);
    expect(ui.TEMPORAL_UI_PUBLIC_PATH).toBe('/temporal');
    expect(ui.TEMPORAL_CODEC_ENDPOINT).toBe('/codec');
    expect(env(services.api!).TEMPORAL_UI_UPSTREAM).toBe('http://temporal-ui:8080');
  });

  it('runs the Temporal UI for reading only: write actions disabled, so its server refuses all but GET', () => {
    expect(String(env(services['temporal-ui']!).TEMPORAL_DISABLE_WRITE_ACTIONS)).toBe('true');
  });

  it('leaves the sign-in to the api (no embedded default) and passes the identity provider', () => {
    const api = env(services.api!);
    expect('AUTH_MODE' in api).toBe(true);
    expect(api.AUTH_MODE).toBeUndefined();
    for (const name of ['AUTH_ISSUER', 'AUTH_AUDIENCE', 'AUTH_JWKS_URL', 'AUTH_SIGN_IN_URL']) {
      expect(name in api).toBe(true);
    }
    // The container listens on every interface: its development sign-in must be allowed so, and then says so.
    expect(api.HOST).toBe('0.0.0.0');
    expect(api.DEV_SIGN_IN_ALLOW_NETWORK).toBe('${DEV_SIGN_IN_ALLOW_NETWORK:-true}');
  });

  it('gives the worker and the api the same payload and pseudonym keys (variables, else the shared key files)', () => {
    for (const name of ['worker', 'api']) {
      const vars = env(services[name]!);
      expect('TEMPORAL_PAYLOAD_KEYS' in vars && 'TEMPORAL_PSEUDONYM_KEYS' in vars).toBe(true);
      expect(vars.DATA_DIR).toBe('/data');
      expect(services[name]!.volumes?.some((volume) => volume.startsWith('api-data:/data'))).toBe(true);
    }
  });

  it('gives the platform, the worker and the api the same service key', () => {
    for (const name of ['platform', 'worker', 'api']) {
      const service = services[name]!;
      expect(env(service).PLATFORM_SERVICE_KEY_FILE).toBe('/secrets/platform-service-key');
      expect(service.volumes).toContain('service-key:/secrets:ro');
    }
    expect(services.platform!.depends_on?.['service-key']).toEqual({
      condition: 'service_completed_successfully',
    });
  });
});

describe('docker-compose.yml keeps operational ports and webhooks inside (issue 40)', () => {
  it('publishes no metrics port, passes the bind host and the bearer token, metrics off by default', () => {
    const api = env(services.api!);
    const worker = env(services.worker!);
    for (const name of ['METRICS_PORT', 'METRICS_HOST', 'METRICS_BEARER_TOKEN']) {
      expect(name in api, name).toBe(true);
      expect(api[name], name).toBeUndefined();
    }
    expect('WORKER_METRICS_PORT' in worker && worker.WORKER_METRICS_PORT === undefined).toBe(true);
    expect(worker.WORKER_METRICS_HOST).toBe('${WORKER_METRICS_HOST:-127.0.0.1}');
    expect('METRICS_BEARER_TOKEN' in worker && worker.METRICS_BEARER_TOKEN === undefined).toBe(true);
    expect(services.worker!.ports).toBeUndefined();
  });

  it('gives the api and the worker the same webhook allow-list', () => {
    for (const name of ['api', 'worker']) {
      const vars = env(services[name]!);
      expect('ALERT_WEBHOOK_ALLOWED_HOSTS' in vars, name).toBe(true);
      expect(vars.ALERT_WEBHOOK_ALLOWED_HOSTS, name).toBeUndefined();
    }
  });
});

describe('docker-compose.yml runs what the scale test runs', () => {
  it('gives the worker and the api one console database of their own (replicas share it)', () => {
    const url = env(services.api!).CONSOLE_DATABASE_URL;
    expect(url).toMatch(/@console-db:5432\/console$/);
    expect(env(services.worker!).CONSOLE_DATABASE_URL).toBe(url);
    for (const name of ['api', 'worker']) {
      expect(services[name]!.depends_on?.['console-db']).toEqual({ condition: 'service_healthy' });
    }
  });

  /** The repository file a service mounts at `target`. */
  const mounted = (service: Service, target: string) => {
    const source = service.configs?.find((config) => config.target === target)?.source;
    return source ? compose.configs[source]?.file : undefined;
  };

  it('runs the server version the scale test builds (deploy/temporal/version)', async () => {
    const version = await temporalServerVersion();
    expect(services.temporal!.image).toBe(`temporalio/server:${version}`);
    for (const name of ['temporal-schema', 'temporal-setup']) {
      expect(services[name]!.image).toMatch(
        new RegExp(`^temporalio/admin-tools:${version.replaceAll('.', '\\.')}-`),
      );
    }
  });

  it('applies the schema with the same script, and starts the server with the same template and arguments', () => {
    const schema = services['temporal-schema']!;
    expect(schema.entrypoint?.[0]).toBe('sh');
    expect(mounted(schema, schema.entrypoint?.[1] ?? '')).toBe('./deploy/temporal/setup-schema.sh');

    const server = services.temporal!;
    const args = temporalServerSpec({ version: '', binDir: '/bin', schemaDir: '' }, {}).args;
    const after = (list: string[], flag: string) => list[list.indexOf(flag) + 1];
    expect(server.entrypoint?.[0]).toBe('temporal-server');
    const composeArgs = server.entrypoint!.slice(1);
    // Everything but where the configuration directory is.
    const withoutRoot = (list: string[]) =>
      list.filter(
        (_, i) =>
          !['--root', '--config'].includes(list[i - 1] ?? '') && !['--root', '--config'].includes(list[i]!),
      );
    expect(withoutRoot(composeArgs)).toEqual(withoutRoot(args));
    const configDir = `${after(composeArgs, '--root')}/${after(composeArgs, '--config')}`;
    expect(mounted(server, `${configDir}/${after(composeArgs, '--env')}.yaml`)).toBe(
      './deploy/temporal/config/production.yaml',
    );
    const dynamic = env(server).TEMPORAL_DYNAMIC_CONFIG ?? '';
    expect(mounted(server, dynamic)).toBe('./deploy/temporal/dynamicconfig.yaml');
  });

  it('registers the namespace with the same retention and the same search attributes', () => {
    const script = String(services['temporal-setup']!.command);
    expect(script).toContain(`--retention \${TEMPORAL_RETENTION:-${NAMESPACE_RETENTION}}`);
    // Created with it, and set again on every start (an existing namespace follows the variable).
    expect(script).toContain(
      `temporal operator namespace update --namespace default --retention \${TEMPORAL_RETENTION:-${NAMESPACE_RETENTION}}`,
    );
    for (const { name, type } of searchAttributes) expect(script).toContain(`${name}=${type}`);
  });

  it('runs the platform, the worker and the api with the node flags `npm start` gives them', () => {
    for (const service of ['platform', 'worker', 'api'] as const) {
      expect(services[service]!.command).toEqual([
        'node',
        ...serviceNodeArgs(service),
        `dist/${service}.mjs`,
      ]);
    }
    // The worker's heap limit above all: without it the worker grows to V8's default of about 4 GB.
    expect(services.worker!.command).toContain(`--max-old-space-size=${WORKER_OLD_SPACE_MB}`);
  });
});

describe('the embedded Temporal dev server', () => {
  it('serves its frontend and its UI on loopback only, the UI under /temporal', () => {
    const args = temporalDevServerArgs('/data', { temporal: 1, temporalUi: 2 });
    const flag = (name: string) => args[args.indexOf(name) + 1];
    expect(flag('--ip')).toBe('127.0.0.1');
    expect(flag('--ui-ip')).toBe('127.0.0.1');
    expect(flag('--ui-public-path')).toBe('/temporal');
  });
});

describe('the Temporal dynamic configuration', () => {
  it('is the same for the embedded dev server as for the production server, queue poll rates included', async () => {
    const file = parse(
      await readFile(join(PROJECT_ROOT, 'deploy/temporal/dynamicconfig.yaml'), 'utf8'),
    ) as Record<string, { value: unknown }[]>;
    const args = temporalDevServerArgs('/data', { temporal: 1, temporalUi: 2 });
    const devValues = args
      .filter((_, i) => args[i - 1] === '--dynamic-config-value')
      .map((setting) => setting.split('='));
    // The warning thresholds, the eager activities, and the queue reads a step waits on.
    expect(devValues.map(([key]) => key)).toEqual(
      expect.arrayContaining([
        'system.enableActivityEagerExecution',
        'history.transferProcessorMaxPollRPS',
        'history.visibilityProcessorMaxPollRPS',
      ]),
    );
    for (const [key, value] of devValues) {
      expect({ key, value: String(file[key!]?.[0]?.value) }).toEqual({ key, value });
    }
    expect(Number(file['history.transferProcessorMaxPollRPS']?.[0]?.value)).toBeGreaterThan(20);
  });
});
