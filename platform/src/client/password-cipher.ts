// The password a console user types is encrypted with the shared client id before it travels
// to setUserPasswordEAuth, in the OpenSSL/CryptoJS passphrase format: base64 of
// "Salted__" + 8-byte salt + AES-256-CBC ciphertext, key and IV from EVP_BytesToKey (MD5).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const magic = Buffer.from('Salted__');

function keyAndIv(passphrase: string, salt: Buffer): { key: Buffer; iv: Buffer } {
  let derived = Buffer.alloc(0);
  let block = Buffer.alloc(0);
  while (derived.length < 48) {
    block = createHash('md5')
      .update(Buffer.concat([block, Buffer.from(passphrase, 'utf8'), salt]))
      .digest();
    derived = Buffer.concat([derived, block]);
  }
  return { key: derived.subarray(0, 32), iv: derived.subarray(32, 48) };
}

export function encryptPassword(password: string, clientId: string): string {
  const salt = randomBytes(8);
  const { key, iv } = keyAndIv(clientId, salt);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([magic, salt, cipher.update(password, 'utf8'), cipher.final()]).toString('base64');
}

/** Null when the text is not a password encrypted with this client id. */
export function decryptPassword(encrypted: string, clientId: string): string | null {
  try {
    const raw = Buffer.from(encrypted, 'base64');
    if (raw.length < 32 || !raw.subarray(0, 8).equals(magic)) return null;
    const { key, iv } = keyAndIv(clientId, raw.subarray(8, 16));
    const decipher = createDecipheriv('aes-256-cbc', key, iv);
    return Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
