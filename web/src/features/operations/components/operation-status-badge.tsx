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
  // The time goes under the badge: in the list's narrow status column it would overflow it.
  if (status === 'scheduled' && notBefore) {
    return (
      <span className="inline-flex flex-col items-start gap-0.5">
        <Badge tone={tones[status]}>{operationTexts.statuses[status]}</Badge>
        <span className="text-xs text-zinc-600">{scheduleTexts.forWhen(formatStarted(notBefore))}</span>
      </span>
    );
  }
  return <Badge tone={tones[status]}>{operationTexts.statuses[status]}</Badge>;
}
