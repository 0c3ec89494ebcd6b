import { Link } from '@tanstack/react-router';
import type { Subscriber, SubscriberDetail } from '../../../shared/api/types';
import { formatDate, orBlank } from '../../../shared/lib/format';
import { messages } from '../../../shared/messages';
import { subscriberTexts } from '../messages';
import { relatedKeyOf, useOperations } from '../../../shared/operations';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { Drawer, InfoDrawer } from '../../../shared/ui/dialog';
import { FieldList } from '../../../shared/ui/field-list';
import { Building2Icon, ChevronRightIcon, IdCardIcon, PlusIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const t = subscriberTexts.subscribers;

function NavLink({
  to,
  params,
  icon,
  children,
}: {
  to: string;
  params: { id: string };
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      params={params}
      className="group flex items-center gap-3 rounded-lg border border-zinc-200 px-3 py-2.5 text-sm font-medium text-zinc-800 transition-colors hover:border-accent-300 hover:bg-accent-50/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
    >
      <span className="text-zinc-500 group-hover:text-accent-700">{icon}</span>
      <span className="flex-1">{children}</span>
      <ChevronRightIcon size={16} className="text-zinc-400" />
    </Link>
  );
}

/** Every field of a subscriber, as 'Información del suscriptor' lists them. */
export function subscriberFields(subscriber: Subscriber) {
  return [
    { label: t.fields.name, value: orBlank(subscriber.subscriber_name) },
    { label: t.fields.number, value: orBlank(subscriber.subscriber_ref_id) },
    { label: t.fields.status, value: subscriber.subscriber_status_desc ?? messages.app.statusUnknown },
    { label: t.fields.maxUsers, value: orBlank(subscriber.subscriber_max_user_count) },
    { label: t.fields.creationDate, value: formatDate(subscriber.creation_date) },
    { label: t.fields.creationUser, value: orBlank(subscriber.creation_user) },
    { label: t.fields.modificationDate, value: formatDate(subscriber.modification_date) },
    { label: t.fields.modificationUser, value: orBlank(subscriber.modification_user) },
    { label: t.fields.id, value: orBlank(subscriber.subscriber_id) },
    { label: t.fields.organizationId, value: orBlank(subscriber.organization_id) },
  ];
}

/** 'Información del suscriptor': every field, links to its subscriptions, users and organization. */
export function SubscriberDrawer({
  detail,
  open,
  onOpenChange,
  onAddUser,
}: {
  detail: SubscriberDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAddUser: () => void;
}) {
  const { subscriber, usersCount, subscriptionsCount } = detail;
  const number = String(subscriber.subscriber_ref_id);
  const { HistoryLink } = useOperations();
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t.drawerTitle}
      description={subscriber.subscriber_name}
      testId="subscriber-drawer"
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {messages.app.close}
        </Button>
      }
    >
      <FieldList fields={subscriberFields(subscriber)} />
      <div className="mt-5 flex flex-col gap-2">
        <NavLink
          to="/subscribers/$id/suscriptions"
          params={{ id: String(subscriber.subscriber_id) }}
          icon={<IdCardIcon size={18} />}
        >
          {t.viewSubscriptions(subscriptionsCount)}
        </NavLink>
        <NavLink to="/subscribers/$id/users" params={{ id: number }} icon={<UsersIcon size={18} />}>
          {t.viewUsers(usersCount)}
        </NavLink>
        {subscriber.organization_id !== null && subscriber.organization_id !== undefined ? (
          <NavLink
            to="/subscribers/$id/organizations"
            params={{ id: number }}
            icon={<Building2Icon size={18} />}
          >
            {t.viewOrganization}
          </NavLink>
        ) : null}
        <HistoryLink related={relatedKeyOf('subscriber', number)} />
      </div>
      <button type="button" onClick={onAddUser} className={buttonClasses('primary', 'md', 'mt-5 w-full')}>
        <PlusIcon size={18} />
        {t.addUser}
      </button>
    </Drawer>
  );
}

/** The right panel of 'Ver detalles' in an organization's subscribers: the fields and Cerrar. */
export function SubscriberInfoDrawer({
  subscriber,
  onClose,
}: {
  subscriber: Subscriber | null;
  onClose: () => void;
}) {
  return (
    <InfoDrawer
      item={subscriber}
      onClose={onClose}
      title={t.drawerTitle}
      description={(subscriber) => subscriber.subscriber_name}
      testId="subscriber-info-drawer"
    >
      {(subscriber) => <FieldList fields={subscriberFields(subscriber)} />}
    </InfoDrawer>
  );
}
