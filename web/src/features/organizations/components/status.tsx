import { messages } from '../../../shared/messages';
import { organizationTexts } from '../messages';
import { Badge, type Tone } from '../../../shared/ui/badge';

const userTones: Record<string, Tone> = {
  ACTIVE: 'green',
  WAITING_VALIDATION: 'amber',
  BLOCKED: 'red',
  SUSPENDED: 'red',
  INACTIVE: 'grey',
  DELETED: 'grey',
};

/** Estado of an organization: 'Activo' / 'No Activo' (spec 1 §2). */
export function OrganizationStatusBadge({ active }: { active: boolean }) {
  return (
    <Badge tone={active ? 'green' : 'grey'}>
      {active ? organizationTexts.organizations.active : organizationTexts.organizations.inactive}
    </Badge>
  );
}

/** User status with the API's Spanish label; unknown codes show '- -' (spec 1 §3). */
export function UserStatusBadge({ code, label }: { code: string; label: string }) {
  return <Badge tone={userTones[code] ?? 'grey'}>{label || messages.app.blank}</Badge>;
}
