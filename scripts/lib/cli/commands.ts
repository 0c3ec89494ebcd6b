// The commands of `consola` (scripts/cli.ts): sign in, start operations from JSON or flags,
// follow them with a progress bar, list, inspect, retry and cancel them, and manage service
// accounts. Every command answers --help; arguments are parsed with node:util parseArgs.
import { readFile } from 'node:fs/promises';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import {
  CliError,
  createApiClient,
  unwrap,
  type ApiClient,
  type Operation,
  type OperationElement,
  type OperationType,
} from './client';
import { credentialsPath, readCredential, writeCredential } from './credentials';
import {
  bulkRetryConfirmation,
  describeOperation,
  elementsTable,
  operationsTable,
  outcomeLine,
  progressLine,
  statusText,
} from './progress';
import { readSse } from './sse';
import { formatConsoleDateTime } from '@cgi/workflows/time-zone';

export interface CliIo {
  stdout: { write(text: string): unknown; isTTY?: boolean };
  stderr: { write(text: string): unknown };
  env: NodeJS.ProcessEnv;
}

type Options = NonNullable<ParseArgsConfig['options']>;

const GLOBAL_OPTIONS = {
  url: { type: 'string' },
  token: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies Options;

const GLOBAL_HELP = `Opciones generales:
  --url <url>      Dirección de la consola (o CONSOLA_URL; por defecto http://localhost:3000)
  --token <token>  Token a usar (o CONSOLA_TOKEN); si no, el guardado por \`consola login\`
  --json           Salida en JSON (para otros programas)
  -h, --help       Esta ayuda`;

interface Context {
  io: CliIo;
  url: string;
  json: boolean;
  /** An API client with the token of --token, CONSOLA_TOKEN or `consola login`. */
  api: (() => Promise<ApiClient>) & { token: () => Promise<string | undefined> };
  print(text: string): void;
}

/**
 * `consola list --format`, `consola approvals record --format`, `consola refusals --format`: the
 * api's export, streamed to stdout as it arrives.
 */
async function exportTable(
  ctx: Context,
  table: 'operations' | 'approvals' | 'refusals',
  query: Record<string, string>,
): Promise<number> {
  const token = await ctx.api.token();
  const url = `${ctx.url.replace(/\/+$/, '')}/api/exports/${table}?${new URLSearchParams(query)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { 'x-consola-source': 'cli', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch (error) {
    throw new CliError(`No se pudo conectar con la consola en ${ctx.url} (${(error as Error).message}).`);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new CliError(body.message ?? `HTTP ${response.status}`);
  }
  const decoder = new TextDecoder();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    ctx.io.stdout.write(decoder.decode(chunk, { stream: true }));
  }
  ctx.io.stdout.write(decoder.decode());
  return 0;
}

/** With --format (csv or jsonl), the whole table as the api exports it instead of a page; else null. */
async function exportWhenAsked(
  ctx: Context,
  table: 'operations' | 'approvals' | 'refusals',
  values: Record<string, unknown>,
  query: Record<string, string | number>,
): Promise<number | null> {
  if (values.format === undefined) return null;
  if (values.format !== 'csv' && values.format !== 'jsonl') {
    throw new CliError('--format debe ser csv o jsonl', 2);
  }
  return exportTable(ctx, table, { ...query, format: values.format } as Record<string, string>);
}

/** A moment as staff read it: Buenos Aires time. */
const buenosAires = (iso: string) => formatConsoleDateTime(iso);

const DECISION_NAMES: Record<string, string> = {
  pending: 'pendiente',
  approved: 'aprobada',
  rejected: 'rechazada',
  expired: 'vencida',
  withdrawn: 'retirada',
};

/** `consola refusals`: a page of the refusals record, or all of it as a file (--format). */
async function refusalRecord(ctx: Context, values: Record<string, unknown>): Promise<number> {
  const query: Record<string, string | number> = {};
  for (const key of ['actor', 'status', 'from', 'to'] as const) {
    if (values[key]) query[key] = values[key] as string;
  }
  if (values.type) query.operationType = values.type as string;
  const exported = await exportWhenAsked(ctx, 'refusals', values, query);
  if (exported !== null) return exported;
  if (values.limit) query.pageSize = Number(values.limit);
  if (values.before) query.before = Number(values.before);
  const page = await unwrap(
    (await ctx.api()).GET('/api/refusals', { params: { query: query as never } }),
    ctx.url,
  );
  if (ctx.json) {
    ctx.print(JSON.stringify(page, null, 2));
    return 0;
  }
  if (page.items.length === 0) ctx.print('No hay rechazos con esos filtros.');
  for (const item of page.items) {
    const when = buenosAires(item.occurredAt);
    const what = item.operationType
      ? `${item.operationType}${item.action ? ` (${item.action})` : ''}`
      : item.route;
    ctx.print(
      `${when}  ${item.status} ${item.actor ?? 'sin identificar'} · ${item.method} ${what}\n  ${item.reason}`,
    );
  }
  if (page.next !== null) ctx.print(`\nMás resultados: --before ${page.next}`);
  return 0;
}

/** `consola approvals record`: a page of the approvals record, or all of it as a file (--format). */
async function approvalRecord(ctx: Context, values: Record<string, unknown>): Promise<number> {
  const query: Record<string, string | number> = {};
  for (const key of ['decision', 'type', 'requester', 'from', 'to'] as const) {
    if (values[key]) query[key] = values[key] as string;
  }
  const exported = await exportWhenAsked(ctx, 'approvals', values, query);
  if (exported !== null) return exported;
  if (values.limit) query.pageSize = Number(values.limit);
  if (values['page-token']) query.pageToken = values['page-token'] as string;
  const page = await unwrap(
    (await ctx.api()).GET('/api/approvals/record', { params: { query: query as never } }),
    ctx.url,
  );
  if (ctx.json) {
    ctx.print(JSON.stringify(page, null, 2));
    return 0;
  }
  if (page.items.length === 0) ctx.print('No hay aprobaciones con esos filtros.');
  for (const item of page.items) {
    const target = item.targetName ? `${item.target} (${item.targetName})` : item.target;
    const decided = item.decidedAt
      ? ` · ${item.decidedBy.length ? `${item.decidedBy.join(' y ')}, ` : ''}${buenosAires(item.decidedAt)}`
      : '';
    ctx.print(
      `${DECISION_NAMES[item.decision] ?? item.decision}${decided}  ${item.label} · ${target}\n` +
        `  pidió ${item.requester} el ${buenosAires(item.requestedAt)}${item.reason ? ` — «${item.reason}»` : ''}` +
        (item.rejectionReason ? `\n  motivo del rechazo: «${item.rejectionReason}»` : ''),
    );
  }
  if (page.nextPageToken) ctx.print(`\nMás resultados: --page-token ${page.nextPageToken}`);
  return 0;
}

interface Command {
  summary: string;
  usage: string;
  help: string;
  options: Options;
  run(ctx: Context, values: Record<string, unknown>, positionals: string[]): Promise<number>;
}

// A run waiting for approval stops the follow too: it needs another person, not more waiting;
// so does one waiting for its time (it may be days away).
const TERMINAL = new Set([
  'completed',
  'failed',
  'cancelled',
  'rejected',
  'expired',
  'awaitingApproval',
  'scheduled',
]);
const ENDED = new Set(['completed', 'failed', 'cancelled', 'rejected', 'expired']);
/** 0 completed, 3 waiting (for another person's approval, or for its time), 1 otherwise. */
const exitCodeOf = (operation: Operation) =>
  operation.status === 'completed'
    ? 0
    : operation.status === 'awaitingApproval' || operation.status === 'scheduled'
      ? 3
      : 1;

/**
 * `--at`: an ISO date-time; without a zone it is read in the console's time zone (Buenos
 * Aires, UTC-3 all year), as the web's picker reads it.
 */
export function notBeforeOf(at: string): string {
  const trimmed = at.trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(trimmed)) return `${trimmed}-03:00`;
  return trimmed;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function requireId(positionals: string[], usage: string): string {
  const id = positionals[0];
  if (!id) throw new CliError(`Falta el id de la operación.\nUso: ${usage}`, 2);
  return id;
}

/** Follows an operation to its end: its SSE stream, or polling if the stream is cut. */
async function follow(
  ctx: Context,
  id: string,
  first?: Operation,
  stopAt: ReadonlySet<string> = TERMINAL,
): Promise<Operation> {
  const tty = Boolean(ctx.io.stdout.isTTY) && !ctx.json;
  let lastShown = '';
  const show = (operation: Operation) => {
    if (ctx.json) return;
    const line = progressLine(operation);
    if (line === lastShown) return;
    lastShown = line;
    ctx.io.stdout.write(tty ? `\r\x1b[2K${line}` : `${line}\n`);
  };
  let latest = first;
  if (latest) show(latest);
  const api = await ctx.api();
  if (!latest || !stopAt.has(latest.status)) {
    try {
      const token = await ctx.api.token();
      const response = await fetch(`${ctx.url}/api/operations/${encodeURIComponent(id)}/events`, {
        headers: {
          accept: 'text/event-stream',
          'x-consola-source': 'cli',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
      if (response.ok && response.body) {
        for await (const message of readSse(response.body)) {
          if (message.event !== 'operation') continue;
          latest = JSON.parse(message.data) as Operation;
          show(latest);
          if (stopAt.has(latest.status)) break;
        }
      }
    } catch {
      // The stream dropped: polling below picks up from here.
    }
  }
  while (!latest || !stopAt.has(latest.status)) {
    await sleep(1000);
    latest = await unwrap(api.GET('/api/operations/{id}', { params: { path: { id } } }), ctx.url);
    show(latest);
  }
  if (tty) ctx.io.stdout.write('\n');
  return latest;
}

function finish(ctx: Context, operation: Operation): number {
  if (ctx.json) ctx.print(JSON.stringify(operation, null, 2));
  else ctx.print(outcomeLine(operation));
  return exitCodeOf(operation);
}

/** `--set a=1 --set b.c=x` → { a: 1, b: { c: 'x' } }, typed by the operation's input schema. */
export function inputFromSets(
  sets: string[],
  schema: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const properties = (schema?.properties ?? {}) as Record<string, { type?: string | string[] }>;
  for (const set of sets) {
    const equals = set.indexOf('=');
    if (equals <= 0) throw new CliError(`--set espera clave=valor, no «${set}»`, 2);
    const path = set.slice(0, equals).split('.');
    const raw = set.slice(equals + 1);
    const declared = properties[path[0]!]?.type;
    const types = Array.isArray(declared) ? declared : [declared];
    let value: unknown = raw;
    if (
      path.length === 1 &&
      (types.includes('integer') || types.includes('number')) &&
      raw.trim() !== '' &&
      !Number.isNaN(Number(raw))
    ) {
      value = Number(raw);
    } else if (path.length === 1 && types.includes('boolean') && (raw === 'true' || raw === 'false')) {
      value = raw === 'true';
    } else if (path.length === 1 && types.includes('array')) {
      value = raw === '' ? [] : raw.split(',');
    }
    let node = input;
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[path.at(-1)!] = value;
  }
  return input;
}

/**
 * A new operation started from another one (a retry, an undo), printed or followed to its end.
 */
async function startFollowUp(
  ctx: Context,
  values: Record<string, unknown>,
  positionals: string[],
  how: { usage: string; action: 'retry' | 'undo'; verb: string },
): Promise<number> {
  const id = requireId(positionals, how.usage);
  const request = {
    params: { path: { id } },
    body: values.reason ? { reason: values.reason as string } : {},
  };
  const api = await ctx.api();
  const operation = await unwrap(
    how.action === 'retry'
      ? api.POST('/api/operations/{id}/retry', request)
      : api.POST('/api/operations/{id}/undo', request),
    ctx.url,
  );
  if (!values.watch) {
    ctx.print(
      ctx.json
        ? JSON.stringify(operation, null, 2)
        : `${operation.id}  ${statusText(operation.status)} (${how.verb} ${id})`,
    );
    return 0;
  }
  if (!ctx.json) ctx.print(`${operation.id}  ${how.verb} ${id}`);
  return finish(ctx, await follow(ctx, operation.id, operation));
}

const commands: Record<string, Command> = {
  login: {
    summary: 'Ingresa con una cuenta del personal (modo embebido) y guarda el token',
    usage: 'consola login --email <email>',
    help: `Pide un token al proveedor de identidad de desarrollo de la consola (solo en modo embebido) y lo
guarda en ~/.config/consola/credentials.json (o en el archivo de CONSOLA_TOKEN_FILE), por consola.
Con un proveedor de identidad externo, use el token de una cuenta de servicio: --token o CONSOLA_TOKEN.

  --email <email>  Cuenta del personal (p. ej. soporte@consola.test)`,
    options: { email: { type: 'string' } },
    async run(ctx, values) {
      const email = values.email as string | undefined;
      if (!email) throw new CliError('Falta --email.\nUso: consola login --email <email>', 2);
      const api = createApiClient(ctx.url, undefined);
      const issued = await unwrap(api.POST('/auth/dev/token', { body: { email } }), ctx.url);
      const path = credentialsPath(ctx.io.env);
      await writeCredential(path, ctx.url, {
        token: issued.token,
        email,
        expiresAt: new Date(Date.now() + issued.expiresIn * 1000).toISOString(),
      });
      ctx.print(
        ctx.json
          ? JSON.stringify({ email, credentials: path })
          : `Ingresó como ${email} en ${ctx.url} (token en ${path}).`,
      );
      return 0;
    },
  },

  logout: {
    summary: 'Olvida el token guardado para esta consola',
    usage: 'consola logout',
    help: 'Borra el token que `consola login` guardó para la consola de --url.',
    options: {},
    async run(ctx) {
      await writeCredential(credentialsPath(ctx.io.env), ctx.url, null);
      if (!ctx.json) ctx.print('Sesión cerrada.');
      return 0;
    },
  },

  whoami: {
    summary: 'Muestra con qué cuenta y roles se está llamando a la API',
    usage: 'consola whoami',
    help: 'Llama a GET /api/me con el token en uso.',
    options: {},
    async run(ctx) {
      const me = await unwrap((await ctx.api()).GET('/api/me'), ctx.url);
      ctx.print(ctx.json ? JSON.stringify(me, null, 2) : `${me.email} · ${me.roles.join(', ')}`);
      return 0;
    },
  },

  types: {
    summary: 'Lista los tipos de operación, sus pasos y su entrada',
    usage: 'consola types [<tipo>]',
    help: 'Sin argumentos, los tipos; con un tipo, sus pasos y el JSON Schema de su entrada.',
    options: {},
    async run(ctx, _values, positionals) {
      const { items } = await unwrap((await ctx.api()).GET('/api/catalog/operation-types'), ctx.url);
      const wanted = positionals[0];
      const selected = wanted ? items.filter((t) => t.type === wanted) : items;
      if (wanted && selected.length === 0) throw new CliError(`Tipo de operación desconocido: ${wanted}`, 2);
      if (ctx.json) {
        ctx.print(JSON.stringify(wanted ? selected[0] : items, null, 2));
        return 0;
      }
      for (const type of selected) {
        ctx.print(
          `${type.type.padEnd(30)} ${type.label}${type.highRisk ? '  (alto riesgo: requiere --reason)' : ''}`,
        );
        if (wanted) {
          ctx.print(`\nPasos:\n${type.steps.map((s, i) => `  ${i + 1}. ${s.label}`).join('\n')}`);
          ctx.print(`\nEntrada (JSON Schema):\n${JSON.stringify(type.inputSchema, null, 2)}`);
        }
      }
      return 0;
    },
  },

  start: {
    summary: 'Inicia una operación (y con --watch la sigue hasta el final)',
    usage:
      "consola start <tipo> [--input '{json}' | --input-file f.json] [--set clave=valor ...] [--reason r] [--at <fecha>] [--watch]",
    help: `La entrada se arma con --input (JSON), --input-file (archivo JSON) y/o --set clave=valor (se
combinan en ese orden; --set convierte números según el tipo). \`consola types <tipo>\` muestra los campos.

  --input <json>            Entrada en JSON
  --input-file <archivo>    Entrada desde un archivo JSON
  --set <clave=valor>       Un campo de la entrada (repetible)
  --reason <texto>          Motivo (obligatorio en operaciones de alto riesgo)
  --idempotency-key <clave> La misma clave y entrada devuelven la misma operación
  --at <fecha>              Programarla: no corre antes de esa fecha y hora (ISO, p. ej.
                            2026-12-01T22:00; sin zona, hora de Buenos Aires), hasta 90 días adelante
  --watch                   Sigue el progreso hasta el final; sale con 0 si se completó, 3 si espera
                            la aprobación de otra persona (\`consola approvals\`) o su hora
                            programada, 1 si no

Ejemplo:
  consola start subscriber.addUser --set subscriberNumber=100001 --set email=ana@demo.com.ar \\
    --set firstName=Ana --set lastName=Pérez --set userTypeCode=ORG-STAFF --watch`,
    options: {
      input: { type: 'string' },
      'input-file': { type: 'string' },
      set: { type: 'string', multiple: true },
      reason: { type: 'string' },
      'idempotency-key': { type: 'string' },
      at: { type: 'string' },
      watch: { type: 'boolean' },
    },
    async run(ctx, values, positionals) {
      const type = positionals[0];
      if (!type) throw new CliError(`Falta el tipo de operación.\nUso: ${commands.start!.usage}`, 2);
      const api = await ctx.api();
      let input: Record<string, unknown> = {};
      const parse = (text: string, from: string) => {
        try {
          return JSON.parse(text) as Record<string, unknown>;
        } catch (error) {
          throw new CliError(`${from} no es JSON válido: ${(error as Error).message}`, 2);
        }
      };
      if (values['input-file']) {
        input = {
          ...input,
          ...parse(await readFile(values['input-file'] as string, 'utf8'), '--input-file'),
        };
      }
      if (values.input) input = { ...input, ...parse(values.input as string, '--input') };
      const sets = (values.set as string[] | undefined) ?? [];
      if (sets.length > 0) {
        const { items } = await unwrap(api.GET('/api/catalog/operation-types'), ctx.url);
        const definition: OperationType | undefined = items.find((t) => t.type === type);
        input = { ...input, ...inputFromSets(sets, definition?.inputSchema) };
      }
      const idempotencyKey = values['idempotency-key'] as string | undefined;
      const operation = await unwrap(
        api.POST('/api/operations', {
          body: {
            type,
            input,
            ...(values.reason ? { reason: values.reason as string } : {}),
            ...(values.at ? { notBefore: notBeforeOf(values.at as string) } : {}),
          },
          params: { header: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {} },
        }),
        ctx.url,
      );
      if (!values.watch) {
        ctx.print(
          ctx.json ? JSON.stringify(operation, null, 2) : `${operation.id}  ${statusText(operation.status)}`,
        );
        return 0;
      }
      if (!ctx.json) ctx.print(`${operation.id}  ${operation.label} · ${operation.target}`);
      return finish(ctx, await follow(ctx, operation.id, operation));
    },
  },

  get: {
    summary: 'Muestra una operación: pasos, intentos, errores, resultado',
    usage: 'consola get <id>',
    help: 'Todo lo que se sabe de la operación, con el error de cada intento fallido.',
    options: {},
    async run(ctx, _values, positionals) {
      const id = requireId(positionals, commands.get!.usage);
      const operation = await unwrap(
        (await ctx.api()).GET('/api/operations/{id}', { params: { path: { id } } }),
        ctx.url,
      );
      ctx.print(ctx.json ? JSON.stringify(operation, null, 2) : describeOperation(operation));
      return 0;
    },
  },

  elements: {
    summary: 'Lista los elementos de una operación masiva (p. ej. los fallidos)',
    usage: 'consola elements <id> [--status pending|done|skipped|failed]',
    help: `Cada elemento (sesión, declaración, organización del CSV, documento, operación) con su estado,
su error o nota, y la operación que inició. Recorre todas las páginas.

  --status <estado>   Solo los de ese estado (pending: todavía sin efecto)`,
    options: { status: { type: 'string' } },
    async run(ctx, values, positionals) {
      const id = requireId(positionals, commands.elements!.usage);
      const status = values.status as 'pending' | 'done' | 'skipped' | 'failed' | undefined;
      const api = await ctx.api();
      const all: OperationElement[] = [];
      let after: number | null = -1;
      let counts: unknown;
      while (after !== null) {
        const page: { items: OperationElement[]; next: number | null; counts: unknown } = await unwrap(
          api.GET('/api/operations/{id}/elements', {
            params: { path: { id }, query: { after, pageSize: 500, ...(status ? { status } : {}) } },
          }),
          ctx.url,
        );
        all.push(...page.items);
        counts = page.counts;
        after = page.next;
      }
      ctx.print(ctx.json ? JSON.stringify({ items: all, counts }, null, 2) : elementsTable(all));
      return 0;
    },
  },

  watch: {
    summary: 'Sigue una operación con una barra de progreso hasta que termina',
    usage: 'consola watch <id>',
    help: 'Sale con 0 si la operación se completó y con 1 si falló o fue cancelada.',
    options: {},
    async run(ctx, _values, positionals) {
      const id = requireId(positionals, commands.watch!.usage);
      const first = await unwrap(
        (await ctx.api()).GET('/api/operations/{id}', { params: { path: { id } } }),
        ctx.url,
      );
      if (!ctx.json) ctx.print(`${first.id}  ${first.label} · ${first.target}`);
      return finish(ctx, await follow(ctx, id, first));
    },
  },

  list: {
    summary: 'Lista operaciones con filtros (p. ej. las fallidas)',
    usage:
      'consola list [--status failed] [--type t] [--target x] [--actor a] [--from AAAA-MM-DD] [--to AAAA-MM-DD]',
    help: `Las más recientes primero (las que están en curso arriba).

  --status <estado>     running | awaitingApproval | scheduled | completed | failed | cancelled | rejected | expired
  --type <tipo>         p. ej. subscriber.addUser
  --target <objetivo>   número de suscriptor, CUIT o email
  --actor <quién>       email o cuenta de servicio que la inició
  --from / --to <día>   fecha de inicio, AAAA-MM-DD (inclusive)
  --limit <n>           cuántas (por defecto 25, máximo 100)
  --page-token <t>      la página siguiente (se imprime al final)
  --format <csv|jsonl>  todas las que cumplen los filtros, como CSV (planilla) o JSON lines,
                        a la salida estándar (p. ej. > fallidas.csv)`,
    options: {
      status: { type: 'string' },
      type: { type: 'string' },
      target: { type: 'string' },
      actor: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      limit: { type: 'string' },
      'page-token': { type: 'string' },
      format: { type: 'string' },
    },
    async run(ctx, values) {
      const query: Record<string, string | number> = {};
      for (const key of ['status', 'type', 'target', 'actor', 'from', 'to'] as const) {
        if (values[key]) query[key] = values[key] as string;
      }
      const exported = await exportWhenAsked(ctx, 'operations', values, query);
      if (exported !== null) return exported;
      if (values.limit) query.pageSize = Number(values.limit);
      if (values['page-token']) query.pageToken = values['page-token'] as string;
      const page = await unwrap(
        (await ctx.api()).GET('/api/operations', { params: { query: query as never } }),
        ctx.url,
      );
      if (ctx.json) {
        ctx.print(JSON.stringify(page, null, 2));
        return 0;
      }
      ctx.print(operationsTable(page.items));
      if (page.nextPageToken) ctx.print(`\nMás resultados: --page-token ${page.nextPageToken}`);
      return 0;
    },
  },

  retry: {
    summary: 'Reintenta una operación fallida o cancelada desde el paso que falló',
    usage: 'consola retry <id> [--reason r] [--watch]',
    help: `Inicia <id>-r1 (o el siguiente), que no repite los pasos completados. Reintentar dos veces la
misma devuelve el reintento ya iniciado.

  --reason <texto>  Motivo (obligatorio en operaciones de alto riesgo)
  --watch           Sigue el reintento hasta el final`,
    options: { reason: { type: 'string' }, watch: { type: 'boolean' } },
    run: (ctx, values, positionals) =>
      startFollowUp(ctx, values, positionals, {
        usage: commands.retry!.usage,
        action: 'retry',
        verb: 'reintenta',
      }),
  },

  undo: {
    summary: 'Deshace lo que hizo una operación fallida o cancelada',
    usage: 'consola undo <id> --reason r [--watch]',
    help: `Inicia una operación que ejecuta, del paso más reciente al primero, el inverso que la plataforma
ofrece para cada paso completado (cancelar la invitación, dar de baja el vínculo, desasignar del
suscriptor...); lo que no tiene inverso queda y la operación lo dice. Una por operación: pedirla
otra vez devuelve la misma. Pueden deshacer quienes pueden reintentar ese tipo.

  --reason <texto>  Motivo (obligatorio)
  --watch           Sigue la operación que deshace hasta el final`,
    options: { reason: { type: 'string' }, watch: { type: 'boolean' } },
    run: (ctx, values, positionals) =>
      startFollowUp(ctx, values, positionals, {
        usage: commands.undo!.usage,
        action: 'undo',
        verb: 'deshace',
      }),
  },

  cancel: {
    summary: 'Cancela una operación en curso (se detiene al terminar el paso actual)',
    usage: 'consola cancel <id> [--watch]',
    help: `El paso en curso termina; los siguientes no se ejecutan. La operación queda cancelada y sus
pasos dicen cuáles tuvieron efecto.

  --watch   Espera a que la operación se detenga`,
    options: { watch: { type: 'boolean' } },
    async run(ctx, values, positionals) {
      const id = requireId(positionals, commands.cancel!.usage);
      const operation = await unwrap(
        (await ctx.api()).POST('/api/operations/{id}/cancel', { params: { path: { id } } }),
        ctx.url,
      );
      if (!values.watch) {
        ctx.print(ctx.json ? JSON.stringify(operation, null, 2) : `Cancelación pedida: ${id}`);
        return 0;
      }
      // A cancelled wait (for approval or for its time) ends too: follow it to its end.
      const final = await follow(ctx, id, operation, ENDED);
      if (ctx.json) ctx.print(JSON.stringify(final, null, 2));
      else ctx.print(outcomeLine(final));
      return final.status === 'cancelled' ? 0 : 1;
    },
  },

  reschedule: {
    summary: 'Cambia la hora de una operación programada que todavía no empezó',
    usage: 'consola reschedule <id> --at <fecha>',
    help: `La hora nueva reemplaza a la anterior (en el futuro, hasta 90 días adelante); el cambio queda en
el registro de la operación. Para que no corra: \`consola cancel <id>\`.

  --at <fecha>   ISO, p. ej. 2026-12-01T23:30 (sin zona, hora de Buenos Aires)`,
    options: { at: { type: 'string' } },
    async run(ctx, values, positionals) {
      const id = requireId(positionals, commands.reschedule!.usage);
      const at = values.at as string | undefined;
      if (!at) throw new CliError(`Falta --at.\nUso: ${commands.reschedule!.usage}`, 2);
      const operation = await unwrap(
        (await ctx.api()).POST('/api/operations/{id}/reschedule', {
          params: { path: { id } },
          body: { notBefore: notBeforeOf(at) },
        }),
        ctx.url,
      );
      ctx.print(ctx.json ? JSON.stringify(operation, null, 2) : outcomeLine(operation));
      return 0;
    },
  },

  approvals: {
    summary: 'Lista las operaciones que usted puede aprobar; `approvals record`: el registro de aprobaciones',
    usage:
      'consola approvals | consola approvals record [--decision d] [--type t] [--requester r] [--from d] [--to d] [--format csv|jsonl]',
    help: `Sin acción: las que esperan aprobación y usted puede aprobar o rechazar: no las que pidió, solo
las de tipos que su rol puede aprobar e iniciar, y no las que ya aprobó. Las más antiguas primero.

record: cada operación que esperó una aprobación (Administración y Soporte), las más recientes primero.
  --decision <d>        pending | approved | rejected | expired | withdrawn
  --type <tipo>         p. ej. subscriber.deactivateUser
  --requester <quién>   email o cuenta de servicio que la pidió
  --from / --to <día>   fecha del pedido, AAAA-MM-DD (inclusive)
  --limit <n>           cuántas (por defecto 25, máximo 100)
  --page-token <t>      la página siguiente (se imprime al final)
  --format <csv|jsonl>  todas las que cumplen los filtros, como CSV (planilla) o JSON lines,
                        a la salida estándar (p. ej. > aprobaciones.csv)`,
    options: {
      decision: { type: 'string' },
      type: { type: 'string' },
      requester: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      limit: { type: 'string' },
      'page-token': { type: 'string' },
      format: { type: 'string' },
    },
    async run(ctx, values, positionals) {
      const [action] = positionals;
      if (action === 'record') return approvalRecord(ctx, values);
      if (action !== undefined)
        throw new CliError(`Acción desconocida: ${action}\nUso: ${commands.approvals!.usage}`, 2);
      const { items } = await unwrap((await ctx.api()).GET('/api/approvals'), ctx.url);
      if (ctx.json) {
        ctx.print(JSON.stringify(items, null, 2));
        return 0;
      }
      if (items.length === 0) {
        ctx.print('No hay operaciones que esperen su aprobación.');
        return 0;
      }
      for (const item of items) {
        const target = item.targetName ? `${item.target} (${item.targetName})` : item.target;
        ctx.print(
          `${item.label} · ${target}\n  pidió ${item.requester}${item.reason ? ` — «${item.reason}»` : ''}\n` +
            `  faltan ${item.missing} de ${item.approvers} · vence ${buenosAires(item.expiresAt)}\n` +
            `  consola approve ${item.id}   |   consola reject ${item.id} --reason "<motivo>"`,
        );
      }
      return 0;
    },
  },

  refusals: {
    summary: 'El registro de rechazos (solo Administración): quién, qué y por qué se rechazó',
    usage:
      'consola refusals [--actor a] [--status n] [--type t] [--from d] [--to d] [--limit n] [--before n] [--format csv|jsonl]',
    help: `Cada respuesta 401 o 403 y cada inicio, validación, reintento o cancelación rechazados, los más
recientes primero.
  --actor <quién>       email o cuenta de servicio
  --status <n>          estado HTTP (p. ej. 403)
  --type <tipo>         tipo de operación (p. ej. subscriber.deactivateUser)
  --from / --to <día>   AAAA-MM-DD (inclusive, hora de Buenos Aires)
  --limit <n>           cuántos (por defecto 100, máximo 500)
  --before <n>          la página siguiente (se imprime al final)
  --format <csv|jsonl>  todos los que cumplen los filtros, como CSV (planilla) o JSON lines,
                        a la salida estándar (p. ej. > rechazos.csv)`,
    options: {
      actor: { type: 'string' },
      status: { type: 'string' },
      type: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      limit: { type: 'string' },
      before: { type: 'string' },
      format: { type: 'string' },
    },
    run: (ctx, values) => refusalRecord(ctx, values),
  },

  approve: {
    summary: 'Aprueba una operación que espera aprobación',
    usage: 'consola approve <id> [--watch]',
    help: `Debe aprobarla otra persona que la que la pidió (también si es administrador), con un rol que
pueda aprobar e iniciar ese tipo. Con dos aprobaciones, cada persona cuenta una vez.

  --watch   Cuando no falta ninguna aprobación, sigue la operación hasta el final`,
    options: { watch: { type: 'boolean' } },
    async run(ctx, values, positionals) {
      const id = requireId(positionals, commands.approve!.usage);
      const answer = await unwrap(
        (await ctx.api()).POST('/api/operations/{id}/approve', {
          params: { path: { id } },
          body: {},
        }),
        ctx.url,
      );
      if (ctx.json && !values.watch) {
        ctx.print(JSON.stringify(answer, null, 2));
        return 0;
      }
      if (answer.state === 'pending') {
        ctx.print(
          `Aprobación registrada: falta${answer.missing === 1 ? '' : 'n'} ${answer.missing} más (${id})`,
        );
        return 0;
      }
      ctx.print(`Aprobada: ${id}`);
      return values.watch ? finish(ctx, await follow(ctx, id, answer.operation)) : 0;
    },
  },

  reject: {
    summary: 'Rechaza una operación que espera aprobación',
    usage: 'consola reject <id> --reason r',
    help: `La operación termina rechazada sin ejecutar ningún paso; quien la pidió ve quién la rechazó y por qué.

  --reason <texto>  Motivo (obligatorio)`,
    options: { reason: { type: 'string' } },
    async run(ctx, values, positionals) {
      const id = requireId(positionals, commands.reject!.usage);
      const answer = await unwrap(
        (await ctx.api()).POST('/api/operations/{id}/reject', {
          params: { path: { id } },
          body: { reason: values.reason as string | undefined },
        }),
        ctx.url,
      );
      ctx.print(ctx.json ? JSON.stringify(answer, null, 2) : `Rechazada: ${id}`);
      return 0;
    },
  },

  'bulk-retry': {
    summary: 'Reintenta en bloque las operaciones fallidas de un filtro',
    usage:
      'consola bulk-retry --reason r [--type t] [--target x] [--actor a] [--from d] [--to d] [--yes] [--watch]',
    help: `Cuenta las operaciones fallidas que cumplen el filtro, pide confirmación (o --yes) e inicia un
reintento masivo: una operación que reintenta cada una e informa cada elemento. Como máximo 50.000
(más: se reintentan las más recientes; repita o acote el filtro). Omite las que se deshicieron y las
que nunca se aprobaron, y lo dice antes de confirmar.

  --reason <texto>  Motivo (obligatorio: es una operación de alto riesgo)
  --yes             No pedir confirmación
  --watch           Seguir el reintento masivo hasta el final`,
    options: {
      type: { type: 'string' },
      target: { type: 'string' },
      actor: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      reason: { type: 'string' },
      yes: { type: 'boolean' },
      watch: { type: 'boolean' },
    },
    async run(ctx, values) {
      const filter: Record<string, string> = {};
      for (const key of ['type', 'target', 'actor', 'from', 'to'] as const) {
        if (values[key]) filter[key] = values[key] as string;
      }
      const api = await ctx.api();
      // What the bulk retry itself would touch: failed, not retried yet, at most `max`.
      const preview = await unwrap(
        api.GET('/api/operations/bulk-retry', { params: { query: filter as never } }),
        ctx.url,
      );
      const count = preview.count;
      if (!values.yes) {
        ctx.print(bulkRetryConfirmation(preview));
        return count === 0 ? 0 : 2;
      }
      const operation = await unwrap(
        api.POST('/api/operations/bulk-retry', {
          body: { filter, ...(values.reason ? { reason: values.reason as string } : {}) },
        }),
        ctx.url,
      );
      if (!values.watch) {
        ctx.print(ctx.json ? JSON.stringify(operation, null, 2) : `${operation.id}  ${count} operaciones`);
        return 0;
      }
      if (!ctx.json) ctx.print(`${operation.id}  ${operation.label} · ${operation.target}`);
      const final = await follow(ctx, operation.id, operation);
      if (!ctx.json && final.items) ctx.print(describeOperation(final));
      return finish(ctx, final);
    },
  },

  'service-accounts': {
    summary: 'Cuentas de servicio: list | create | transfer | revoke (solo CGI.Admin)',
    usage:
      'consola service-accounts list | create --name n --role R [--role R2] [--days 90] | ' +
      'transfer <id> --owner email --reason r | revoke <id>',
    help: `Tokens de larga duración para automatizaciones, con roles y vencimiento. El token se muestra
una sola vez, al crearla; guárdelo y úselo con --token o CONSOLA_TOKEN.

  --name <nombre>     minúsculas, números, punto, guion (queda como autor de las operaciones)
  --role <rol>        p. ej. CGI.CustomerSupport (repetible)
  --days <n>          días de validez (1 a 365, por defecto 90)
  --description <t>   para qué se usa
  --owner <email>     transfer: la persona que pasa a ser su dueña (quien la crea lo es al principio;
                      nadie que lo haya sido puede aprobar lo que la cuenta pida)
  --reason <t>        transfer: por qué`,
    options: {
      name: { type: 'string' },
      role: { type: 'string', multiple: true },
      days: { type: 'string' },
      description: { type: 'string' },
      owner: { type: 'string' },
      reason: { type: 'string' },
    },
    async run(ctx, values, positionals) {
      const [action, id] = positionals;
      const api = await ctx.api();
      if (action === 'list' || action === undefined) {
        const { items } = await unwrap(api.GET('/api/service-accounts'), ctx.url);
        if (ctx.json) ctx.print(JSON.stringify(items, null, 2));
        else if (items.length === 0) ctx.print('No hay cuentas de servicio.');
        else
          for (const account of items) {
            ctx.print(
              `${account.id}  ${account.name.padEnd(24)} ${account.status.padEnd(8)} vence ${account.expiresAt.slice(0, 10)}  ${account.roles.join(', ')}  de ${account.owner ?? '- -'}`,
            );
          }
        return 0;
      }
      if (action === 'create') {
        const issued = await unwrap(
          api.POST('/api/service-accounts', {
            body: {
              name: (values.name as string | undefined) ?? '',
              roles: ((values.role as string[] | undefined) ?? []) as never,
              expiresInDays: values.days ? Number(values.days) : 90,
              ...(values.description ? { description: values.description as string } : {}),
            },
          }),
          ctx.url,
        );
        ctx.print(
          ctx.json
            ? JSON.stringify(issued, null, 2)
            : `Cuenta ${issued.account.name} (${issued.account.id}), vence ${issued.account.expiresAt.slice(0, 10)}.\nToken (se muestra una sola vez):\n${issued.token}`,
        );
        return 0;
      }
      if (action === 'transfer') {
        if (!id)
          throw new CliError(`Falta el id de la cuenta.\nUso: ${commands['service-accounts']!.usage}`, 2);
        const account = await unwrap(
          api.PUT('/api/service-accounts/{id}/owner', {
            params: { path: { id } },
            body: {
              owner: (values.owner as string | undefined) ?? '',
              reason: (values.reason as string | undefined) ?? '',
            },
          }),
          ctx.url,
        );
        ctx.print(
          ctx.json ? JSON.stringify(account, null, 2) : `${account.name} pasa a ser de ${account.owner}`,
        );
        return 0;
      }
      if (action === 'revoke') {
        if (!id)
          throw new CliError('Falta el id de la cuenta.\nUso: consola service-accounts revoke <id>', 2);
        const account = await unwrap(
          api.DELETE('/api/service-accounts/{id}', { params: { path: { id } } }),
          ctx.url,
        );
        ctx.print(ctx.json ? JSON.stringify(account, null, 2) : `Revocada: ${account.name}`);
        return 0;
      }
      throw new CliError(`Acción desconocida: ${action}\nUso: ${commands['service-accounts']!.usage}`, 2);
    },
  },
};

function mainHelp(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length)) + 2;
  return `consola: la Consola de Gestión Interna desde la terminal.

Uso: consola <comando> [opciones]    (o: npm run cli -- <comando> [opciones])

Comandos:
${Object.entries(commands)
  .map(([name, command]) => `  ${name.padEnd(width)}${command.summary}`)
  .join('\n')}

${GLOBAL_HELP}

\`consola <comando> --help\` muestra la ayuda de cada comando.`;
}

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const print = (text: string) => io.stdout.write(`${text}\n`);
  const name = argv[0];
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    print(mainHelp());
    return name ? 0 : 2;
  }
  const command = commands[name];
  if (!command) {
    io.stderr.write(`Comando desconocido: ${name}\n\n${mainHelp()}\n`);
    return 2;
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: argv.slice(1),
      options: { ...GLOBAL_OPTIONS, ...command.options },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\nUso: ${command.usage}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    print(`${command.summary}\n\nUso: ${command.usage}\n\n${command.help}\n\n${GLOBAL_HELP}`);
    return 0;
  }
  const url = ((values.url as string | undefined) || io.env.CONSOLA_URL || 'http://localhost:3000').replace(
    /\/+$/,
    '',
  );
  let token: string | undefined;
  const resolveToken = async () => {
    token ??=
      (values.token as string | undefined) ||
      io.env.CONSOLA_TOKEN ||
      (await readCredential(credentialsPath(io.env), url))?.token;
    return token;
  };
  const api = Object.assign(
    async () => {
      const resolved = await resolveToken();
      if (!resolved) {
        throw new CliError(
          `Sin credenciales para ${url}: ingrese con \`consola login --email <email>\` o use --token / CONSOLA_TOKEN.`,
        );
      }
      return createApiClient(url, resolved);
    },
    { token: resolveToken },
  );
  const ctx: Context = { io, url, json: Boolean(values.json), api, print };
  try {
    return await command.run(ctx, values as Record<string, unknown>, positionals);
  } catch (error) {
    if (error instanceof CliError) {
      io.stderr.write(`${error.message}\n`);
      return error.exitCode;
    }
    throw error;
  }
}
