// What a history says about its local activities: Core records each as a `core_local_activity`
// marker whose `data` detail is JSON naming the activity type (the result is a detail apart).
import type { temporal } from '@temporalio/proto';

type HistoryEvent = temporal.api.history.v1.IHistoryEvent;

/** The activity type of each local activity the history recorded, in order. */
export function localActivityTypes(events: readonly HistoryEvent[]): string[] {
  return events.flatMap((event) => {
    const marker = event.markerRecordedEventAttributes;
    if (marker?.markerName !== 'core_local_activity') return [];
    const data = marker.details?.data?.payloads?.[0]?.data;
    if (!data) return ['?'];
    const parsed = JSON.parse(Buffer.from(data).toString('utf8')) as { activity_type?: string };
    return [parsed.activity_type ?? '?'];
  });
}
