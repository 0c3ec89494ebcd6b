import type { PlatformClient } from '@cgi/platform/client';
import type { EventLogActivities } from '@cgi/workflows';

export function createEventLogActivities(platform: PlatformClient): EventLogActivities {
  return {
    async logOperationEvent({ transactionId, processName, eventText }) {
      await platform.eventLog.push({ transactionId, processName, logType: 'NOTIFY', eventText });
    },
  };
}
