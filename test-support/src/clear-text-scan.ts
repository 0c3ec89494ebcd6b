// What the clear-text tests read where a person's data must never be readable (issues 27 and 40):
// everything Temporal answers about a namespace (ids, search attributes, memos, every history
// event), the failures at every level of a history, the raw bytes of Temporal's SQLite file, every
// row of the console's database and the log lines of a run, each searched for the markers a test
// started its operations with. The record's stream destination is set with markers too (who set it,
// its secret), so that row is scanned with the rest.
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { ENCRYPTED_ENCODING } from '@cgi/workflows/codec';
import type { Client } from '@temporalio/client';
import proto from '@temporalio/proto';
import { expect } from 'vitest';
import type { ApiTestEnv, Json } from './api-env';

export { consoleDatabaseText } from './database-text';

/** Where a scan's stream destination points: a receiver the test's api allows (none listens). */
export const STREAM_TEST_HOST = '127.0.0.1:9';

/**
 * Sets the record's stream destination as `as` (an administrator) with its own `secret` (issue 43):
 * both are markers the console's database must not hold in clear. The api still answers who set it.
 * The test's api allows STREAM_TEST_HOST (`webhooks: { allowedHosts: STREAM_TEST_HOST }`).
 */
export async function setStreamDestinationAs(api: ApiTestEnv, as: string, secret: string): Promise<void> {
  const res = await api.call('/api/record/stream', {
    as,
    method: 'PUT',
    json: { webhookUrl: `http://${STREAM_TEST_HOST}/auditoria`, webhookSecret: secret },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect((res.body as Json).destination).toMatchObject({ hasWebhookSecret: true, updatedBy: as });
  expect(JSON.stringify(res.body)).not.toContain(secret);
}

const { History } = proto.temporal.api.history.v1;
const { ListWorkflowExecutionsResponse } = proto.temporal.api.workflowservice.v1;

type Failure = proto.temporal.api.failure.v1.IFailure;

/** An e-mail address as text: what the scan outside the ciphertext must not find. */
export const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;

export interface StoredInClear {
  ids: string[];
  text: string;
  /** The same with the encrypted payloads' bytes left out, for the address pattern. */
  outsideCiphertext: string;
  /** Every history, by `<workflow id>/<run id>`. */
  histories: Map<string, proto.temporal.api.history.v1.History>;
}

/** Every execution of the namespace and its whole history, as Temporal's API answers them, in text. */
export async function storedInClear(client: Client, namespace: string): Promise<StoredInClear> {
  const service = client.workflowService;
  const chunks: Buffer[] = [];
  const outside: Buffer[] = [];
  const ids: string[] = [];
  const histories = new Map<string, proto.temporal.api.history.v1.History>();
  let pageToken: Uint8Array | undefined;
  do {
    const page = await service.listWorkflowExecutions({
      namespace,
      pageSize: 1000,
      nextPageToken: pageToken,
    });
    const pageBytes = ListWorkflowExecutionsResponse.encode(page).finish();
    chunks.push(Buffer.from(pageBytes));
    outside.push(withoutCiphertext(ListWorkflowExecutionsResponse, pageBytes));
    for (const execution of page.executions) {
      const workflowId = execution.execution!.workflowId!;
      ids.push(workflowId);
      const events = [];
      let historyToken: Uint8Array | undefined;
      do {
        const response = await service.getWorkflowExecutionHistory({
          namespace,
          execution: execution.execution,
          nextPageToken: historyToken,
        });
        events.push(...(response.history?.events ?? []));
        historyToken = response.nextPageToken?.length ? response.nextPageToken : undefined;
      } while (historyToken);
      const history = History.create({ events });
      histories.set(`${workflowId}/${execution.execution!.runId}`, history);
      const historyBytes = History.encode(history).finish();
      chunks.push(Buffer.from(historyBytes));
      outside.push(withoutCiphertext(History, historyBytes));
    }
    pageToken = page.nextPageToken?.length ? page.nextPageToken : undefined;
  } while (pageToken);
  return {
    ids,
    text: Buffer.concat(chunks).toString('utf8'),
    outsideCiphertext: Buffer.concat(outside).toString('utf8'),
    histories,
  };
}

interface ProtoType<T> {
  decode(bytes: Uint8Array): T;
  encode(message: T): { finish(): Uint8Array };
}

/**
 * The message's bytes with every encrypted payload's data emptied. Ciphertext is random bytes,
 * and a run of them now and then spells something like `n@O.MUtqC`; what it hides is checked
 * by the codec's own tests, the address pattern reads everything around it.
 */
export function withoutCiphertext<T>(type: ProtoType<T>, bytes: Uint8Array): Buffer {
  const copy = type.decode(bytes);
  const empty = (value: unknown): void => {
    if (!value || typeof value !== 'object' || ArrayBuffer.isView(value)) return;
    const payload = value as { metadata?: Record<string, Uint8Array>; data?: Uint8Array };
    if (
      payload.data instanceof Uint8Array &&
      payload.metadata?.encoding &&
      Buffer.from(payload.metadata.encoding).toString('utf8') === ENCRYPTED_ENCODING
    ) {
      payload.data = new Uint8Array();
      return;
    }
    for (const child of Object.values(value)) empty(child);
  };
  empty(copy);
  return Buffer.from(type.encode(copy).finish());
}

/** The markers of `markers` found in `text`, case aside. */
export function markersIn(text: string, markers: readonly string[]): string[] {
  const lower = text.toLowerCase();
  return markers.filter((marker) => lower.includes(marker.toLowerCase()));
}

/** `text`: everything stored in clear; `outsideCiphertext`: the same less the encrypted bytes. */
export function expectNothingPersonal(
  text: string,
  outsideCiphertext: string,
  markers: readonly string[],
): void {
  expect(markersIn(text, markers)).toEqual([]);
  expect(outsideCiphertext.match(EMAIL) ?? []).toEqual([]);
}

/** A failure Temporal recorded, at one level of one event, as it reads without the codec. */
export interface RecordedFailure {
  /** The event that holds it ('workflow', 'activity', 'child', 'workflow task'). */
  event: string;
  depth: number;
  message: string;
  stackTrace: string;
  encoded: boolean;
  /** Written by the SDK's failure converter (an application or a cancellation failure). */
  bySdk: boolean;
  /** Details payloads not encrypted by the codec. */
  readableDetails: number;
}

/** Every failure of a history, at every level of every event that records one. */
export function failuresOf(history: proto.temporal.api.history.v1.IHistory): RecordedFailure[] {
  const found: RecordedFailure[] = [];
  const collect = (event: string, failure: Failure | null | undefined, depth: number): void => {
    if (!failure) return;
    const details = [
      ...(failure.applicationFailureInfo?.details?.payloads ?? []),
      ...(failure.canceledFailureInfo?.details?.payloads ?? []),
    ];
    found.push({
      event,
      depth,
      message: failure.message ?? '',
      stackTrace: failure.stackTrace ?? '',
      encoded: Boolean(failure.encodedAttributes),
      bySdk: Boolean(failure.applicationFailureInfo || failure.canceledFailureInfo),
      readableDetails: details.filter(
        (payload) => Buffer.from(payload.metadata?.encoding ?? []).toString() !== ENCRYPTED_ENCODING,
      ).length,
    });
    collect(event, failure.cause, depth + 1);
  };
  for (const event of history.events ?? []) {
    collect('workflow', event.workflowExecutionFailedEventAttributes?.failure, 0);
    collect('activity', event.activityTaskFailedEventAttributes?.failure, 0);
    collect('child', event.childWorkflowExecutionFailedEventAttributes?.failure, 0);
    collect('workflow task', event.workflowTaskFailedEventAttributes?.failure, 0);
  }
  return found;
}

/**
 * Every failure the console's code wrote is encoded: its message is Temporal's placeholder, its
 * stack empty, its details encrypted. What is left in clear is Temporal's own (a timeout, a
 * termination, 'Activity task failed' written by the server), never an error's text.
 */
export function expectFailuresEncoded(failures: readonly RecordedFailure[]): void {
  for (const failure of failures) {
    const where = `${failure.event} failure at depth ${failure.depth}: "${failure.message}"`;
    if (failure.bySdk || failure.event === 'workflow') expect(failure.encoded, where).toBe(true);
    if (failure.encoded) {
      expect(failure.message, where).toBe('Encoded failure');
      expect(failure.stackTrace, where).toBe('');
    }
    expect(failure.readableDetails, where).toBe(0);
  }
}

/** The bytes of a SQLite database file and its journal files (-wal, -shm, -journal), as text. */
export async function sqliteFileText(path: string): Promise<string> {
  const name = basename(path);
  const files = (await readdir(dirname(path))).filter((file) => file.startsWith(name));
  const contents = await Promise.all(files.map((file) => readFile(join(dirname(path), file))));
  return Buffer.concat(contents).toString('latin1');
}
