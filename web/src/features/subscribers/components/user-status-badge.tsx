import { messages } from '../../../shared/messages';
import { Badge, type Tone } from '../../../shared/ui/badge';

const tones: Record<string, Tone> = {
  ACTIVE: 'green',
  WAITING_VALIDATION: 'amber',
  BLOCKED: 'red',
  SUSPENDED: 'red',
  INACTIVE: 'grey',
  DELETED: 'grey',
};

/** User status with the API's Spanish label; unknown codes show '- -' (spec 1 §3). */
export function UserStatusBadge({ code, label }: { code: string; label: string }) {
  return <Badge tone={tones[code] ?? 'grey'}>{label || messages.app.blank}</Badge>;
}
