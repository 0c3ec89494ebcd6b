// Hooks for resilience tests and benchmarks, off unless the platform is started with them and
// never on in production mode: a fixed latency on every service call, injected faults (an
// error status, a delay or a dropped connection for the next N calls), success counters, and an
// organization with many users for list tests (crowd-hook.ts).
import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import type { Db } from '../db/types';
import { crowdHandler } from './crowd-hook';
import { errors } from '../services/messages';
import { HttpError } from './errors';
import { parse } from './route';

export type PlatformMode = 'development' | 'test' | 'production';

export interface TestHookOptions {
  latencyMs: number;
  faults: boolean;
  /** `production` turns every hook off whatever the other two say. */
  mode?: PlatformMode;
}

type Register = (method: 'GET' | 'POST' | 'DELETE', path: string, handler: RequestHandler) => void;

const faultInput = z
  .object({
    path: z.string().startsWith('/'),
    times: z.number().int().min(1).default(1),
    /** Answer this status without touching the database. */
    status: z.number().int().min(400).max(599).optional(),
    /** Wait this long first; alone, the call then proceeds normally. */
    delayMs: z.number().int().min(1).max(120_000).optional(),
    /** Close the socket without an answer (the client sees a transport failure). */
    drop: z.boolean().optional(),
  })
  .refine((f) => f.status !== undefined || f.delayMs !== undefined || f.drop === true, {
    message: 'one of status, delayMs or drop is required',
  });

type Fault = Omit<z.output<typeof faultInput>, 'path' | 'times'> & { remaining: number };

/** Thrown after the socket was destroyed: the app must not answer. */
export class DroppedConnection extends Error {
  constructor() {
    super('connection dropped by an injected fault');
    this.name = 'DroppedConnection';
  }
}

export function hooksEnabled(options: TestHookOptions): { latencyMs: number; faults: boolean } {
  if (options.mode === 'production') return { latencyMs: 0, faults: false };
  return { latencyMs: options.latencyMs, faults: options.faults };
}

export function createTestHooks(options: TestHookOptions, db?: Db) {
  const { latencyMs, faults: faultsOn } = hooksEnabled(options);
  // Keyed by concrete path or by route pattern, whichever the test named.
  const faults = new Map<string, Fault>();
  const calls = new Map<string, number>();
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  return {
    /** Runs before a service handler: waits the latency, then applies an armed fault. */
    async before(pattern: string, req: Request): Promise<void> {
      if (latencyMs > 0) await sleep(latencyMs);
      if (!faultsOn) return;
      for (const key of [req.path, pattern]) {
        const fault = faults.get(key);
        if (!fault) continue;
        fault.remaining -= 1;
        if (fault.remaining <= 0) faults.delete(key);
        if (fault.delayMs) await sleep(fault.delayMs);
        if (fault.drop) {
          req.socket.destroy();
          throw new DroppedConnection();
        }
        if (fault.status) {
          throw new HttpError(fault.status, errors.injectedFault.code, errors.injectedFault.message);
        }
        return;
      }
    },

    succeeded(pattern: string, req: Request): void {
      for (const key of new Set([pattern, req.path])) calls.set(key, (calls.get(key) ?? 0) + 1);
    },

    register(add: Register): void {
      if (!faultsOn) return;
      add('POST', '/__faults', (req, res) => {
        const { path, times, ...fault } = parse(faultInput, req.body);
        faults.set(path, { ...fault, remaining: times });
        res.status(201).json({ data: { path, times, ...fault } });
      });
      add('GET', '/__faults', (_req, res) => {
        res.json({
          data: [...faults].map(([path, { remaining, ...f }]) => ({ path, times: remaining, ...f })),
        });
      });
      add('DELETE', '/__faults', (_req, res) => {
        faults.clear();
        res.json({ data: { cleared: true } });
      });
      add('GET', '/__stats/calls', (req, res) => {
        const path = typeof req.query.path === 'string' ? req.query.path : undefined;
        res.json({ data: path ? { path, calls: calls.get(path) ?? 0 } : Object.fromEntries(calls) });
      });
      add('DELETE', '/__stats/calls', (_req, res) => {
        calls.clear();
        res.json({ data: { cleared: true } });
      });
      if (db) add('POST', '/__seed/crowd', crowdHandler(db));
    },
  };
}
