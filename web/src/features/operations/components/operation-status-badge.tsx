import type { OperationStatus } from '../../../shared/api/types';
import { operationTexts } from '../messages';
import { Badge, type Tone } from '../../../shared/ui/badge';

const tones: Record<OperationStatus, Tone> = {
  running: 'blue',
  completed: 'green',
  failed: 'red',
  cancelled: 'amber',
};

export function OperationStatusBadge({ status }: { status: OperationStatus }) {
  return <Badge tone={tones[status]}>{operationTexts.statuses[status]}</Badge>;
}
