// Breadcrumbs from the path segments (spec 1 §2): known segments use the spec's labels; a
// segment that is an id shows the entity's name when the app can resolve it.
import { useRouterState } from '@tanstack/react-router';
import { notificationCrumbs } from '../../features/notifications/crumbs';
import { useMeOrganizationCrumb } from '../../features/me-instances/api/me-crumbs';
import { useMeInstanceName } from '../../features/me-instance-detail/api/instance-crumb';
import { useMeClientCrumb } from '../../features/me-eventanilla/api/cuit-crumb';
import { useOperationCrumb } from '../../features/operations/api/operation-crumb';
import { declarationsFirmIdIn, useFirmName } from '../../features/me-bulk/api/declarations';
import { useSubscriberName } from '../../features/subscribers/api/get-subscriber';
import { useOrganizationNameOfSubscribers } from '../../features/subscribers/api/get-organization-subscribers';
import { useSubscriberOfSubscriptions } from '../../features/subscribers/api/get-subscriptions';
import { messages } from '../../shared/messages';
import { Breadcrumbs, type Crumb } from '../../shared/ui/breadcrumbs';
import { useCommonAreaCrumbNames } from './common-area-crumbs';

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** `links` replaces a crumb's path-derived target (an id segment whose page is elsewhere). */
export function buildCrumbs(
  pathname: string,
  names: Record<number, string | undefined>,
  links: Record<number, string | undefined> = {},
): Crumb[] {
  const segments = pathname.split('/').filter(Boolean).map(decode);
  return segments.map((segment, index) => ({
    label: messages.crumbs[segment] ?? names[index] ?? segment,
    to:
      links[index] ??
      `/${segments
        .slice(0, index + 1)
        .map(encodeURIComponent)
        .join('/')}`,
  }));
}

/** The subscriber number in /subscribers/{number}[/users|/organizations], whose name we can show. */
export function subscriberNumberIn(pathname: string): string | undefined {
  const [area, id, sub] = pathname.split('/').filter(Boolean);
  // /subscribers/{subscriber_id}/suscriptions carries the internal id, not the number.
  if (area !== 'subscribers' || !id || sub === 'suscriptions') return undefined;
  return decode(id);
}

/** The subscriber_id in /subscribers/{subscriber_id}/suscriptions. */
export function subscriberIdIn(pathname: string): string | undefined {
  const [area, id, sub] = pathname.split('/').filter(Boolean);
  return area === 'subscribers' && id && sub === 'suscriptions' ? decode(id) : undefined;
}

/** The organization id in /organizations/{id}/subscribers. */
export function organizationIdOfSubscribersIn(pathname: string): string | undefined {
  const [area, id, sub] = pathname.split('/').filter(Boolean);
  return area === 'organizations' && id && sub === 'subscribers' ? decode(id) : undefined;
}

export function AppBreadcrumbs() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const subscriberName = useSubscriberName(subscriberNumberIn(pathname));
  // /subscribers/{subscriber_id}/suscriptions: the name, and the subscriber's own page by number.
  const subscriptionsOwner = useSubscriberOfSubscriptions(subscriberIdIn(pathname));
  const organizationName = useOrganizationNameOfSubscribers(organizationIdOfSubscribersIn(pathname));
  const common = useCommonAreaCrumbNames(pathname);
  const meOrganization = useMeOrganizationCrumb(pathname);
  const declarationsFirm = useFirmName(declarationsFirmIdIn(pathname));
  const meInstance = useMeInstanceName(pathname);
  const meClient = useMeClientCrumb(pathname);
  const operation = useOperationCrumb(pathname);
  const pathCrumbs = buildCrumbs(
    pathname,
    {
      1: subscriberName ?? subscriptionsOwner?.subscriber_name ?? organizationName ?? common[1] ?? operation,
      2: common[2] ?? meOrganization.name ?? meInstance ?? meClient ?? declarationsFirm,
    },
    {
      1: subscriptionsOwner
        ? `/subscribers/${encodeURIComponent(subscriptionsOwner.subscriber_ref_id)}`
        : undefined,
      2: meOrganization.link,
    },
  );
  const crumbs = notificationCrumbs(pathname) ?? pathCrumbs;
  if (crumbs.length < 2) return null;
  return (
    <div className="mb-3">
      <Breadcrumbs items={crumbs} />
    </div>
  );
}
