// Hooks for resilience tests and benchmarks, off unless the platform is started with them:
// a fixed latency on every service call, injected failures and success counters.
import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import { errors } from '../services/messages';
import { HttpError } from './errors';
import { parse } from './route';

export interface TestHookOptions {
  latencyMs: number;
  faults: boolean;
}

type Register = (method: 'GET' | 'POST' | 'DELETE', path: string, handler: RequestHandler) => void;

const faultInput = z.object({
  path: z.string().startsWith('/'),
  status: z.number().int().min(400).max(599),
  times: z.number().int().min(1).default(1),
});

export function createTestHooks(options: TestHookOptions) {
  // Keyed by concrete path or by route pattern, whichever the test named.
  const faults = new Map<string, { status: number; remaining: number }>();
  const calls = new Map<string, number>();
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  return {
    /** Runs before a service handler: waits the latency, then fails if a fault is armed. */
    async before(pattern: string, req: Request): Promise<void> {
      if (options.latencyMs > 0) await sleep(options.latencyMs);
      if (!options.faults) return;
      for (const key of [req.path, pattern]) {
        const fault = faults.get(key);
        if (!fault) continue;
        fault.remaining -= 1;
        if (fault.remaining <= 0) faults.delete(key);
        throw new HttpError(fault.status, errors.injectedFault.code, errors.injectedFault.message);
      }
    },

    succeeded(pattern: string, req: Request): void {
      for (const key of new Set([pattern, req.path])) calls.set(key, (calls.get(key) ?? 0) + 1);
    },

    register(add: Register): void {
      if (!options.faults) return;
      add('POST', '/__faults', (req, res) => {
        const fault = parse(faultInput, req.body);
        faults.set(fault.path, { status: fault.status, remaining: fault.times });
        res.status(201).json({ data: fault });
      });
      add('GET', '/__faults', (_req, res) => {
        res.json({
          data: [...faults].map(([path, f]) => ({ path, status: f.status, times: f.remaining })),
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
    },
  };
}
