// A subscription status with the colours of spec 2 §4 (missing grey, waiting and accepted
// green, disabled red) and its Spanish description.
import { statusLabel, statusTone } from '@cgi/workflows/inputs';
import { Badge } from '../../../shared/ui/badge';

export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <Badge tone={statusTone(status)} className="max-w-full whitespace-normal">
      <span data-status={status}>{label || statusLabel(status)}</span>
    </Badge>
  );
}
