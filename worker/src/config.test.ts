// The worker's configuration: the platform's service credential (as the key or a file), and its task slots.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  it('defaults to the few slots that keep start calls quick, and takes 2 to 200', () => {
    expect(workerConfigFromEnv({}).workflowTaskSlots).toBe(DEFAULT_WORKFLOW_TASK_SLOTS);
    expect(DEFAULT_WORKFLOW_TASK_SLOTS).toBeLessThan(10);
    expect(workerConfigFromEnv({ WORKER_WORKFLOW_TASK_SLOTS: '16' }).workflowTaskSlots).toBe(16);
    for (const refused of ['1', '201', '2.5', 'muchos'])
      expect(() => workerConfigFromEnv({ WORKER_WORKFLOW_TASK_SLOTS: refused })).toThrow();
  });

  it('is what every console worker runs with', () => {
    const slots = (tuning: ReturnType<typeof consoleWorkerTuning>) => tuning.tuner.workflowTaskSlotSupplier;
    expect(slots(consoleWorkerTuning())).toMatchObject({
      minimumSlots: DEFAULT_WORKFLOW_TASK_SLOTS,
      maximumSlots: 40,
    });
    expect(slots(consoleWorkerTuning(60))).toMatchObject({ minimumSlots: 60, maximumSlots: 60 });
    // Never more pollers than guaranteed slots, and one per queue at least: the SDK's 10 could
    // hold every slot of a busy machine on the sticky queue and leave new operations waiting.
    expect(consoleWorkerTuning().maxConcurrentWorkflowTaskPolls).toBe(2);
    for (let guaranteed = 2; guaranteed <= 200; guaranteed++) {
      const polls = consoleWorkerTuning(guaranteed).maxConcurrentWorkflowTaskPolls;
      expect(polls).toBeGreaterThanOrEqual(2);
      expect(polls).toBeLessThanOrEqual(Math.max(2, guaranteed / 2));
    }
    // Activities keep the SDK's fixed 100: a bulk chunk holds its slot for minutes.
    expect(consoleWorkerTuning().tuner.activityTaskSlotSupplier).toEqual({
      type: 'fixed-size',
      numSlots: 100,
    });
  });
});
