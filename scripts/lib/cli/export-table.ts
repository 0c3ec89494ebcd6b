import { CliError } from './client';
import type { Context } from './context';

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
export async function exportWhenAsked(
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
