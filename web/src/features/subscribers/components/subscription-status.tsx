import { subscriberTexts } from '../messages';
import { Badge } from '../../../shared/ui/badge';

export function SubscriptionStatus({ active }: { active: boolean }) {
  return (
    <Badge tone={active ? 'green' : 'grey'}>
      {active ? subscriberTexts.subscriptions.active : subscriberTexts.subscriptions.inactive}
    </Badge>
  );
}
