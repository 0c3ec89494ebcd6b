import { CliError } from './client';

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
