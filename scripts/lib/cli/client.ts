// The CLI's way to the console API: openapi-fetch over the generated contract, the bearer
// token, `x-consola-source: cli`, and the API's one error shape turned into CliError.
import createClient from 'openapi-fetch';
import type { components, OperationStart, OperationTypeName, paths } from '../../../openapi/schema';

export type { OperationInput, OperationStart, OperationTypeName } from '../../../openapi/schema';

export type Operation = components['schemas']['Operation'];
export type OperationSummary = components['schemas']['OperationSummary'];
export type OperationType = components['schemas']['OperationType'];
export type ServiceAccount = components['schemas']['ServiceAccount'];
export type OperationElement = components['schemas']['OperationElement'];
export type BulkRetryPreview = components['schemas']['BulkRetryPreview'];
type ErrorBody = components['schemas']['Error'];

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export function createApiClient(baseUrl: string, token: string | undefined) {
  const client = createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: { 'x-consola-source': 'cli', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The body of a 2xx answer, or a CliError with the API's Spanish message (and field errors). */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
  baseUrl: string,
): Promise<T> {
  let result;
  try {
    result = await call;
  } catch (error) {
    throw new CliError(
      `No se pudo conectar con la consola en ${baseUrl} (${(error as Error).message}). ` +
        '¿Está en marcha? Indique otra dirección con --url o CONSOLA_URL.',
    );
  }
  const { data, error, response } = result;
  if (response.ok && data !== undefined) return data;
  const body = (typeof error === 'object' && error !== null ? error : {}) as Partial<ErrorBody>;
  if (response.status === 401) {
    throw new CliError(
      `${body.message ?? 'Sesión inválida'} Ingrese con \`consola login --email ...\` o use --token / CONSOLA_TOKEN.`,
    );
  }
  const fields = body.fields
    ? Object.entries(body.fields)
        .map(([field, text]) => `\n  ${field}: ${text}`)
        .join('')
    : '';
  throw new CliError(`${body.message ?? `HTTP ${response.status}`}${fields}`, 1, body.fields);
}

/**
 * What `POST /api/operations` takes: a type with its own input, as the OpenAPI document has one
 * schema per type, so a script whose input has a field its type does not take fails typecheck.
 */
export type StartOperationBody<T extends OperationTypeName = OperationTypeName> = OperationStart<T> & {
  reason?: string;
  notBefore?: string;
};

/** Starts an operation of type T with T's input (typed); answers as `api.POST` does. */
export function startOperation<T extends OperationTypeName>(
  api: ApiClient,
  body: StartOperationBody<T>,
  idempotencyKey?: string,
) {
  return api.POST('/api/operations', {
    // A start of T is a start of some type: widened for the call, which takes any.
    body: body as StartOperationBody,
    params: { header: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {} },
  });
}

/** A start typed on the command line (`consola start <type> --set ...`): the api checks both. */
export function startFromCommandLine(type: string, input: Record<string, unknown>): OperationStart {
  return { type, input } as OperationStart;
}
