// One operation's history as the benchmark reports it: its span, its timeline event by event, and
// its shape (events, workflow tasks, memo writes, bytes).
import type { Client } from '@temporalio/client';
import protos from '@temporalio/proto';
import type { Floor } from '../lib/floor-phase';

/** Milliseconds from an operation's first history event to its last. */
export async function historySpanMs(temporal: Client, id: string): Promise<number> {
  const { events } = await temporal.workflow.getHandle(id).fetchHistory();
  const at = (event: NonNullable<typeof events>[number] | undefined) =>
    Number(event?.eventTime?.seconds ?? 0) * 1000 + (event?.eventTime?.nanos ?? 0) / 1e6;
  return at(events?.at(-1)) - at(events?.[0]);
}

/**
 * One operation's history, event by event: milliseconds since it started, since the event
 * before, and the event's type (BENCH_TIMELINE=1): where a single operation's time goes.
 */
export async function printTimeline(temporal: Client, id: string): Promise<void> {
  printEvents(id, (await temporal.workflow.getHandle(id).fetchHistory()).events);
}

export function printEvents(id: string, events: Awaited<ReturnType<Floor['lastHistory']>>['events']): void {
  const ms = (event: NonNullable<typeof events>[number]) =>
    Number(event.eventTime?.seconds ?? 0) * 1000 + Math.round((event.eventTime?.nanos ?? 0) / 1e6);
  const first = events?.[0] ? ms(events[0]) : 0;
  let previous = first;
  console.log(`  cronología de ${id}:`);
  for (const event of events ?? []) {
    const at = ms(event);
    const type = Object.keys(event).find((key) => key.endsWith('EventAttributes')) ?? '?';
    const activity = event.activityTaskScheduledEventAttributes?.activityType?.name ?? '';
    console.log(
      `    ${String(at - first).padStart(5)} ms  +${String(at - previous).padStart(3)}  ${type.replace('EventAttributes', '')} ${activity}`,
    );
    previous = at;
  }
}

/** What one operation's history holds: events, workflow tasks, memo writes and their bytes. */
export function historyShape(history: protos.temporal.api.history.v1.IHistory) {
  const events = history.events ?? [];
  const memoWrites = events.filter((e) => e.workflowPropertiesModifiedEventAttributes);
  const memoBytes = memoWrites.reduce(
    (sum, e) =>
      sum +
      Object.values(e.workflowPropertiesModifiedEventAttributes?.upsertedMemo?.fields ?? {}).reduce(
        (n, payload) => n + (payload.data?.length ?? 0),
        0,
      ),
    0,
  );
  return {
    events: events.length,
    tasks: events.filter((e) => e.workflowTaskCompletedEventAttributes).length,
    memoUpdates: memoWrites.length,
    memoBytes,
    /** As Temporal stores it (protobuf). */
    bytes: protos.temporal.api.history.v1.History.encode(history).finish().length,
  };
}
