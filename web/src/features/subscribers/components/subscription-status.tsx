import { messages } from '../../../shared/messages';
import { Badge } from '../../../shared/ui/badge';

export function SubscriptionStatus({ active }: { active: boolean }) {
  return (
    <Badge tone={active ? 'green' : 'grey'}>
      {active ? messages.subscriptions.active : messages.subscriptions.inactive}
    </Badge>
  );
}
