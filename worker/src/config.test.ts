// The worker's configuration: the platform's service credential (as the key or a file), and its task slots.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WorkerOptions } from '@temporalio/worker';
import { describe, expect, it } from 'vitest';
import { workerConfigFromEnv } from './config';
import { consoleWorkerTuning, DEFAULT_WORKFLOW_TASK_SLOTS } from './worker-tuning';

describe('workerConfigFromEnv', () => {
  it('reads the platform service key, from the environment or a file', async () => {
    expect(workerConfigFromEnv({}).serviceKey).toBeUndefined();
    const key = 'worker-platform-service-key-0123456789';
    expect(workerConfigFromEnv({ PLATFORM_SERVICE_KEY: key }).serviceKey).toBe(key);
    const dir = await mkdtemp(join(tmpdir(), 'cgi-worker-config-'));
    try {
      await writeFile(join(dir, 'key'), `${key}\n`);
      expect(workerConfigFromEnv({ PLATFORM_SERVICE_KEY_FILE: join(dir, 'key') }).serviceKey).toBe(key);
      expect(() => workerConfigFromEnv({ PLATFORM_SERVICE_KEY_FILE: join(dir, 'missing') })).toThrow(
        /cannot be read/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('WORKER_WORKFLOW_TASK_SLOTS', () => {
  it("defaults to the SDK's 40, and takes 2 to 200", () => {
    expect(workerConfigFromEnv({}).workflowTaskSlots).toBe(DEFAULT_WORKFLOW_TASK_SLOTS);
    expect(DEFAULT_WORKFLOW_TASK_SLOTS).toBe(40);
    expect(workerConfigFromEnv({ WORKER_WORKFLOW_TASK_SLOTS: '16' }).workflowTaskSlots).toBe(16);
    for (const refused of ['1', '201', '2.5', 'muchos'])
      expect(() => workerConfigFromEnv({ WORKER_WORKFLOW_TASK_SLOTS: refused })).toThrow();
  });

  it('is a fixed count every console worker runs with, its pollers left to the SDK', () => {
    // A fixed count, never a tuner: with the resource-based supplier the SDK could leave the
    // normal queue's poller without a slot, and a new operation waited up to a minute.
    const tuning: Partial<WorkerOptions> = consoleWorkerTuning();
    expect(tuning.tuner).toBeUndefined();
    expect(tuning.maxConcurrentWorkflowTaskExecutions).toBe(DEFAULT_WORKFLOW_TASK_SLOTS);
    expect(consoleWorkerTuning(16).maxConcurrentWorkflowTaskExecutions).toBe(16);
    expect(tuning.maxConcurrentWorkflowTaskPolls).toBeUndefined();
    // Activities keep the SDK's defaults: a bulk chunk holds its slot for minutes.
    expect(tuning.maxConcurrentActivityTaskExecutions).toBeUndefined();
  });
});

describe('alert webhooks (issue 40)', () => {
  it("reads the allow-list as the api does, and knows the console's own services", () => {
    const { alerts } = workerConfigFromEnv({
      ALERT_WEBHOOK_ALLOWED_HOSTS: '[::1]:9000,chat.intranet',
      TEMPORAL_ADDRESS: 'temporal:7233',
      CONSOLE_DATABASE_URL: 'postgres://console:clave@console-db:5432/console',
      PLATFORM_URL: 'http://platform:3100',
      CONSOLE_PUBLIC_URL: 'https://consola.example.com',
    });
    expect(alerts?.destinations?.allowedHosts).toEqual([
      { hostname: '::1', port: 9000 },
      { hostname: 'chat.intranet' },
    ]);
    expect(alerts?.destinations?.ownServices).toEqual(
      expect.arrayContaining([
        { hostname: 'temporal', port: 7233 },
        { hostname: 'console-db', port: 5432 },
        { hostname: 'platform', port: 3100 },
        { hostname: 'consola.example.com', port: 443 },
      ]),
    );
    expect(() => workerConfigFromEnv({ ALERT_WEBHOOK_ALLOWED_HOSTS: 'http://chat.intranet' })).toThrow(
      /no es un host ni un host:puerto/,
    );
  });
});
