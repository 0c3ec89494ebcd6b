import type { OperationStatus } from '../../../shared/api/types';
import { operationTexts } from '../messages';
import { Badge, type Tone } from '../../../shared/ui/badge';

const tones: Record<OperationStatus, Tone> = {
  running: 'blue',
  awaitingApproval: 'amber',
  completed: 'green',
  failed: 'red',
  cancelled: 'amber',
  rejected: 'grey',
  expired: 'grey',
};

export function OperationStatusBadge({ status }: { status: OperationStatus }) {
  return <Badge tone={tones[status]}>{operationTexts.statuses[status]}</Badge>;
}
