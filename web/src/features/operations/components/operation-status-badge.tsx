import type { OperationStatus } from '../../../shared/api/types';
import { operationTexts, scheduleTexts } from '../messages';
import { formatStarted } from '../format';
import { Badge, type Tone } from '../../../shared/ui/badge';

const tones: Record<OperationStatus, Tone> = {
  running: 'blue',
  awaitingApproval: 'amber',
  scheduled: 'blue',
  completed: 'green',
  failed: 'red',
  cancelled: 'amber',
  rejected: 'grey',
  expired: 'grey',
};

/** The status; a scheduled one says when it runs ('Programada para 1/12/2026 22:00'). */
export function OperationStatusBadge({
  status,
  notBefore,
}: {
  status: OperationStatus;
  notBefore?: string | null | undefined;
}) {
  return (
    <Badge tone={tones[status]}>
      {status === 'scheduled' && notBefore
        ? scheduleTexts.scheduledFor(formatStarted(notBefore))
        : operationTexts.statuses[status]}
    </Badge>
  );
}
