import type { PlatformClient } from '@cgi/platform/client';
import type { EventLogActivities } from '@cgi/workflows';

export function createEventLogActivities(platform: PlatformClient): EventLogActivities {
  return {
    async logOperationEvent({ transactionId, processName, eventText }) {
      await platform.eventLog.push({ transactionId, processName, logType: 'NOTIFY', eventText });
    },
    async logOperationEvents({ transactionId, processName, eventTexts }) {
      // One after another: the log's order is the operation's. Each write is keyed by its place
      // in this activity, so a retry after a partial batch writes only the lines still missing.
      for (const eventText of eventTexts) {
        await platform.eventLog.push({ transactionId, processName, logType: 'NOTIFY', eventText });
      }
    },
  };
}
