// Idempotent writes: a POST, PUT, PATCH or DELETE sent with an `Idempotency-Key` header is made
// once. The key is claimed before the service acts (so a repeat that arrives while the first try
// is still in flight, say behind a slow dependency, is answered 409 idempotencyKeyInProgress and
// tried again by the caller), and the first successful answer is kept and replayed to repeats.
// A failure is not kept: the caller may try the same write again. A caller that disconnects
// keeps its claim until the service's answer settles it; a claim left by a process that died
// mid-request expires after a minute.
import type { NextFunction, Request, Response } from 'express';
import type { Db } from '../db/types';
import { errors } from '../services/messages';
import { fail } from './errors';

const STALE_CLAIM_SECONDS = 60;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface KeyRow {
  method: string;
  path: string;
  state: 'pending' | 'done';
  status: number | null;
  body: string | null;
}

export function idempotentWrites(db: Db) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const key = req.get('idempotency-key');
    if (!key || !WRITES.has(req.method)) return next();
    try {
      if (key.length > 200) throw fail(400, errors.invalidIdempotencyKey);
      const claimed = await db.query(
        `insert into idempotency_key (idempotency_key, method, path, state) values ($1, $2, $3, 'pending')
         on conflict (idempotency_key) do update set claimed_at = now(), state = 'pending'
           where idempotency_key.state = 'pending'
             and idempotency_key.claimed_at < now() - make_interval(secs => ${STALE_CLAIM_SECONDS})
         returning idempotency_key`,
        [key, req.method, req.path],
      );
      if (claimed.length === 0) {
        const [row] = await db.query<KeyRow>(
          'select method, path, state, status, body from idempotency_key where idempotency_key = $1',
          [key],
        );
        if (!row) throw fail(409, errors.idempotencyKeyInProgress);
        if (row.method !== req.method || row.path !== req.path) throw fail(422, errors.idempotencyKeyReused);
        if (row.state === 'pending') throw fail(409, errors.idempotencyKeyInProgress);
        res.set('idempotent-replayed', 'true');
        res
          .status(row.status ?? 200)
          .type('application/json')
          .send(row.body ?? '');
        return;
      }
    } catch (error) {
      return next(error);
    }

    // Keep the first successful answer; release the claim on anything else.
    const send = res.send.bind(res);
    let settled = false;
    res.send = (body?: unknown) => {
      if (!settled) {
        settled = true;
        const text = typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString('utf8') : '';
        const status = res.statusCode;
        const write =
          status >= 200 && status < 300
            ? db.query(
                `update idempotency_key set state = 'done', status = $2, body = $3 where idempotency_key = $1`,
                [key, status, text],
              )
            : db.query('delete from idempotency_key where idempotency_key = $1', [key]);
        // The answer waits for its record, so a repeat that follows it finds it.
        write.then(
          () => send(body),
          (error: unknown) => {
            res.status(500);
            next(error);
          },
        );
        return res;
      }
      return send(body);
    };
    // A caller that goes away (a worker killed mid-request) does not release the claim: the
    // service still acts and settles it above, so the caller's retry is answered with that
    // effect instead of making it twice. A claim whose process died expires (stale claim).
    next();
  };
}
