// The one form both key sets take (the payload codec's and the pseudonyms'): a list of
// { id, 32 random bytes }, written in an environment variable as `id:base64` pairs separated by
// commas, the first one the key that writes. Each set has its own rule for ids.
import { z } from 'zod';

export interface KeyWithId {
  id: string;
  /** 32 bytes. */
  key: Buffer;
}

/** 32 bytes in base64. */
export const keyBytesSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const bytes = /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64') : Buffer.alloc(0);
    if (bytes.length !== 32) {
      ctx.addIssue({
        code: 'custom',
        message: 'Cada clave son 32 bytes en base64 (openssl rand -base64 32)',
      });
      return z.NEVER;
    }
    return bytes;
  });

/** At least one key, ids as `idSchema` says and never twice. */
export function keyListSchema(idSchema: z.ZodType<string, string>) {
  return z
    .array(z.object({ id: idSchema, key: keyBytesSchema }))
    .min(1, { error: 'Falta al menos una clave' })
    .refine((keys) => new Set(keys.map((k) => k.id)).size === keys.length, {
      error: 'Dos claves tienen el mismo id',
    });
}

/** The variable's text (`id:base64,...`) read into the list `listSchema` checks. */
export function keyListVariableSchema(listSchema: ReturnType<typeof keyListSchema>) {
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((pair) => pair.trim())
        .filter(Boolean)
        .map((pair) => {
          const colon = pair.indexOf(':');
          return colon < 0 ? { id: pair, key: '' } : { id: pair.slice(0, colon), key: pair.slice(colon + 1) };
        }),
    )
    .pipe(listSchema);
}

/** The variable's text of these keys (child processes, docs). */
export function formatKeyList(keys: readonly KeyWithId[]): string {
  return keys.map((k) => `${k.id}:${k.key.toString('base64')}`).join(',');
}
