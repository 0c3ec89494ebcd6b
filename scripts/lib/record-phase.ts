// What recording costs an operation, for `npm run bench` (issue 42: recording adds at most 10 % to
// an operation's Temporal + worker CPU). The record is written by the api (the request) and by
// the worker (everything else, in its last workflow task); both run in processes that do much
// more, so their share is measured apart: the same writes for `n` operations of the benchmark's
// kind (a completed `subscriber.addUser`: its request, started, 4 steps and its end, sealed),
// made from this process with the record's own writer against the stack's console database,
// `concurrency` at a time. The CPU this process spends (building the entries, sealing them, the
// database client) stands for the api's and the worker's; the console database's process is read
// from /proc. Temporal's part (one local-activity marker in the last workflow task) is not in it.
import { createRecordWriter, endedRunEntries, openConsoleDb, requestedEntry } from '@cgi/console-store';
import {
  createPseudonyms,
  createValueSealer,
  loadPseudonymKeys,
  PSEUDONYM_KEY_FILE_NAME,
} from '@cgi/workflows/codec';
import { join } from 'node:path';
import type { OperationProgress } from '../../workflows/src/index';
import { memoFor } from '../bench/record-operations';
import { groupCpuSeconds } from './process-cpu';
import { pool } from './load';
import { stackDataConverter, type Stack } from './stack';

export interface RecordingCost {
  /** CPU ms per operation: this process (the api's and the worker's share) and the console database's. */
  writersMs: number;
  databaseMs: number;
  /** Entries per operation. */
  entries: number;
}

export async function measureRecording(stack: Stack, n: number, concurrency: number): Promise<RecordingCost> {
  const databasePid = stack.pids().database;
  if (!databasePid) throw new Error('la pila no tiene su base de la consola');
  const dataConverter = await stackDataConverter(stack.dataDir);
  const sealer = createValueSealer(dataConverter.payloadCodecs ?? []);
  const pseudonyms = createPseudonyms(
    await loadPseudonymKeys({ source: 'file', path: join(stack.dataDir, PSEUDONYM_KEY_FILE_NAME) }),
  );
  const pseudonym = (value: string) => pseudonyms.of(value);
  // Two pools, as the api and the worker each have their own.
  const apiDb = await openConsoleDb({ url: stack.urls.consoleDatabase });
  const workerDb = await openConsoleDb({ url: stack.urls.consoleDatabase });
  const api = createRecordWriter(apiDb, sealer);
  const worker = createRecordWriter(workerDb, sealer);
  const runId = Date.now().toString(36);
  let entries = 0;
  try {
    const cpuBefore = process.cpuUsage();
    const databaseBefore = (await groupCpuSeconds([databasePid])).get(databasePid) ?? NaN;
    await pool(n, concurrency, async (i) => {
      const memo = memoFor(i * 100);
      const id = `subscriber.addUser/${memo.target}/registro-${runId}-${i}`;
      const keys = {
        targetKey: memo.target,
        actorKey: pseudonym(memo.actor),
        related: [`subscriber:${memo.target}`, `email:${pseudonym(memo.input.email as string)}`],
        pseudonym,
      };
      const startedAt = new Date();
      const planned = structuredClone(memo.progress) as OperationProgress;
      for (const step of planned.steps)
        Object.assign(step, { status: 'pending', startedAt: null, finishedAt: null, attempts: 0 });
      delete planned.result;
      await api.append([requestedEntry(id, startedAt, memo, planned, keys)], 'api');
      const ended = endedRunEntries(
        {
          workflowId: id,
          runId: `run-${i}`,
          type: memo.type,
          targetKey: memo.target,
          target: memo.target,
          actor: memo.actor,
          source: memo.source,
          status: 'completed',
          failedStep: null,
          failedStepLabel: null,
          errorCode: null,
          startedAt: startedAt.toISOString(),
          endedAt: new Date().toISOString(),
          durationMs: 500,
          retries: 0,
          retryOf: null,
          elements: null,
        },
        memo,
        memo.progress as OperationProgress,
        keys,
      );
      const stored = await worker.append(ended, 'worker');
      entries += 1 + stored.length;
    });
    const cpu = process.cpuUsage(cpuBefore);
    const databaseAfter = (await groupCpuSeconds([databasePid])).get(databasePid) ?? NaN;
    return {
      writersMs: (cpu.user + cpu.system) / 1000 / n,
      databaseMs: ((databaseAfter - databaseBefore) * 1000) / n,
      entries: entries / n,
    };
  } finally {
    await apiDb.close();
    await workerDb.close();
  }
}

/** The line `npm run bench` prints: recording's CPU beside the operation's Temporal + worker CPU. */
export function recordingLine(cost: RecordingCost, temporalPlusWorkerMs: number): string {
  const total = cost.writersMs + cost.databaseMs;
  // The worker's figure holds its share of the writes already: what recording adds is over the
  // rest (the api's share is counted there too, so the base is if anything too small).
  const share = (total / (temporalPlusWorkerMs - cost.writersMs)) * 100;
  return (
    `  el registro de una operación (${cost.entries.toFixed(1)} entradas): CPU ${total.toFixed(1)} ms ` +
    `(api y worker ${cost.writersMs.toFixed(1)}, base de la consola ${cost.databaseMs.toFixed(1)}) = ` +
    `${share.toFixed(1)} % más que su CPU de Temporal + worker sin él (${(temporalPlusWorkerMs - cost.writersMs).toFixed(1)} ms); meta ≤ 10 % ${share <= 10 ? '(sí)' : '(no)'}`
  );
}
