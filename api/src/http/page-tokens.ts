// The page tokens of the lists read from Temporal's visibility (operations, approvals record):
// Temporal's own cursor and the list it belongs to, sealed whole as a compact JWE (dir,
// A256GCM) under a key every api replica shares (shared-keys.ts). A token changed in any
// character, made up, or issued for another filter is refused with 400 before anything of it
// reaches Temporal, which answers a mangled cursor with an internal error. Sealed, not only
// signed: the cursor and the filter it carries (an e-mail, a CUIT) are not readable in the
// token, which travels in URLs and request logs.
import { base64url, CompactEncrypt, compactDecrypt } from 'jose';
import type { SharedSecret } from '../auth/shared-keys';
import { apiMessages, HttpError } from './errors';

export interface PageTokens {
  /** Temporal's cursor for the next page, sealed to its list (`scope`); null after the last page. */
  seal(scope: string, cursor: Uint8Array | null | undefined): Promise<string | null>;
  /** The cursor a token holds when this console sealed it for this list; a 400 otherwise. */
  open(scope: string, token: string | undefined): Promise<Uint8Array>;
}

interface Sealed {
  /** The list the cursor belongs to. */
  s: string;
  /** Temporal's cursor, base64. */
  c: string;
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/**
 * Whether every part of a compact JWE is base64url written the one way an encoder writes it: a
 * decoder ignores a stray character and the unused low bits of the last one, so two different
 * strings could otherwise open to the same token.
 */
function canonical(token: string): boolean {
  const parts = token.split('.');
  return (
    parts.length === 5 &&
    parts.every((part) => BASE64URL.test(part) && base64url.encode(base64url.decode(part)) === part)
  );
}

const refused = () =>
  new HttpError(400, 'VALIDATION', apiMessages.invalidInput, { pageToken: apiMessages.invalidPageToken });

export function createPageTokens(secret: () => Promise<SharedSecret>): PageTokens {
  let loading: Promise<SharedSecret> | undefined;
  const key = () =>
    (loading ??= secret().catch((error: unknown) => {
      // Not kept: the next page asks the store again.
      loading = undefined;
      throw error;
    }));

  return {
    async seal(scope, cursor) {
      if (!cursor || cursor.length === 0) return null;
      const { kid, key: bytes } = await key();
      const sealed: Sealed = { s: scope, c: Buffer.from(cursor).toString('base64') };
      return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(sealed)))
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid })
        .encrypt(bytes);
    },

    async open(scope, token) {
      if (!token) return new Uint8Array(0);
      const { key: bytes } = await key();
      let sealed: Partial<Sealed>;
      try {
        if (!canonical(token)) throw refused();
        const { plaintext } = await compactDecrypt(token, bytes, {
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
        });
        sealed = JSON.parse(new TextDecoder().decode(plaintext)) as Partial<Sealed>;
      } catch {
        throw refused();
      }
      if (sealed.s !== scope || typeof sealed.c !== 'string') throw refused();
      return new Uint8Array(Buffer.from(sealed.c, 'base64'));
    },
  };
}
