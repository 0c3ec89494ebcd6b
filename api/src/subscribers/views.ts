// Platform payloads reshaped for the subscribers screens. Pure, so the ordering rules are
// unit-tested without a platform.
import type { Subscriber, SubscriberStatus, Subscription } from '@cgi/platform/client';

/** 'Suscripciones': active subscriptions first (spec 1 §2), then the most recent start first. */
export function sortSubscriptions(items: readonly Subscription[]): Subscription[] {
  return [...items].sort((a, b) => {
    if (a.is_active !== b.is_active) return a.is_active ? -1 : 1;
    return b.subscription_start_date.localeCompare(a.subscription_start_date);
  });
}

export function subscriberViewOf(subscriber: Subscriber, statuses: readonly SubscriberStatus[]) {
  const status = statuses.find((s) => s.subscriber_status_id === subscriber.subscriber_status_id);
  return {
    subscriber_id: subscriber.subscriber_id,
    subscriber_ref_id: subscriber.subscriber_ref_id,
    subscriber_name: subscriber.subscriber_name,
    subscriber_status_id: subscriber.subscriber_status_id,
    subscriber_status_desc: status?.subscriber_status_desc ?? null,
    subscriber_max_user_count: subscriber.subscriber_max_user_count ?? null,
    creation_date: subscriber.creation_date,
    creation_user: subscriber.creation_user,
    modification_date: subscriber.modification_date ?? null,
    modification_user: subscriber.modification_user ?? null,
    organization_id: subscriber.organization_id ?? null,
  };
}
