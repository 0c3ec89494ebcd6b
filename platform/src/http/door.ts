// The platform's door: outside the embedded default, every call but the health check must
// carry the service credential the api and the worker share with it (X-Platform-Key). Compared
// as digests in constant time, so the answer time says nothing about the key.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { PLATFORM_KEY_HEADER } from '../client/http';
import { errors } from '../services/messages';
import { fail } from './errors';
import type { PlatformMode } from './test-hooks';

const digest = (text: string) => createHash('sha256').update(text).digest();

export function requireServiceKey(key: string): RequestHandler {
  const expected = digest(key);
  return (req, _res, next) => {
    if (req.method === 'GET' && req.path === '/health') {
      next();
      return;
    }
    const given = req.header(PLATFORM_KEY_HEADER);
    if (given !== undefined && timingSafeEqual(digest(given), expected)) {
      next();
      return;
    }
    next(fail(401, errors.serviceKeyRequired));
  };
}

/** The embedded default (development or test mode, on this machine only) may leave the door open. */
export function assertDoorClosed(options: { mode?: PlatformMode; host?: string; serviceKey?: string }): void {
  if (options.serviceKey) return;
  const host = options.host ?? '127.0.0.1';
  if (options.mode === 'production' || !/^(localhost|127(\.\d{1,3}){3}|::1)$/.test(host)) {
    throw new Error(
      `the platform needs a service key ${options.mode === 'production' ? 'in production mode' : `to listen on ${host}`}`,
    );
  }
}
