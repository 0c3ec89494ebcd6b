// One Temporal dev server for the whole vitest run (global-setup.ts starts it): each test file
// that asks for a Temporal environment gets a namespace of its own on it, with the operations'
// search attributes, so files run side by side without seeing each other's workflows, and
// without paying for a server start each. Outside vitest's global setup (a file run on its
// own with another config), a file starts its own server as before.
import { randomBytes } from 'node:crypto';
import { operationSearchAttributes } from '@cgi/workflows';
import { Connection } from '@temporalio/client';
import { msToTs, type DataConverter } from '@temporalio/common';
import { temporal } from '@temporalio/proto';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { scaled } from './slowdown';

const { IndexedValueType } = temporal.api.enums.v1;

/** How long a test waits to connect to the shared server, on a quiet machine. */
const CONNECT_TIMEOUT_MS = 30_000;

/** What the global setup hands every test file (vitest's provide/inject). */
export interface SharedTestServices {
  /** host:port of the shared Temporal dev server. */
  temporalAddress: string;
  /** Its Temporal UI (public path /temporal), for the api's /temporal door. */
  temporalUiUrl?: string;
  /** The workflow bundle built once for every worker of the run (WORKFLOW_BUNDLE). */
  workflowBundle: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    sharedTestServices?: SharedTestServices;
  }
}

/** The shared services, when the run has them. */
export async function sharedTestServices(): Promise<SharedTestServices | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('sharedTestServices');
}

/** A fresh namespace on the shared server, ready for the operations' search attributes. */
export async function createTestNamespace(address: string): Promise<string> {
  const namespace = `test-${randomBytes(5).toString('hex')}`;
  // The SDK's default is 10 s; the shared server, busy with three workers' files beside
  // Playwright's stacks, once took longer to answer (worker-crash's setup failed so).
  const connection = await Connection.connect({ address, connectTimeout: scaled(CONNECT_TIMEOUT_MS) });
  try {
    await connection.workflowService.registerNamespace({
      namespace,
      workflowExecutionRetentionPeriod: msToTs('1 day'),
    });
    await connection.operatorService.addSearchAttributes({
      namespace,
      searchAttributes: Object.fromEntries(
        Object.values(operationSearchAttributes).map((key) => [
          key.name,
          key.type === 'KEYWORD_LIST'
            ? IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD_LIST
            : IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD,
        ]),
      ),
    });
  } finally {
    await connection.close();
  }
  return namespace;
}

/** A test environment on a namespace of its own on the shared server; teardown leaves the server running. */
export async function sharedTemporalTestEnv(
  address: string,
  dataConverter?: DataConverter,
): Promise<TestWorkflowEnvironment> {
  const namespace = await createTestNamespace(address);
  // The server answered a moment ago; its SDK connection takes the SDK's fixed 10 s to connect,
  // which a busy server or a blocked event loop (a PGlite database loading beside it) can miss.
  const deadline = Date.now() + scaled(CONNECT_TIMEOUT_MS);
  for (;;) {
    try {
      return await TestWorkflowEnvironment.createFromExistingServer({
        address,
        namespace,
        ...(dataConverter ? { client: { dataConverter } } : {}),
      });
    } catch (error) {
      const missed = error instanceof Error && /Failed to connect before the deadline/.test(error.message);
      if (!missed || Date.now() > deadline) throw error;
    }
  }
}
