// 'Usuarios asociados a un suscriptor' (/subscribers/{number}/users): pages of 100, the spec's
// first page then the next ones through the service's offsets (a subscriber may hold more).
import { useQuery } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { PlusIcon, UsersIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { SubscriberUser } from '../../../shared/api/types';
import { orBlank } from '../../../shared/lib/format';
import { useIsPhone, useIsWide } from '../../../shared/lib/use-media-query';
import { messages } from '../../../shared/messages';
import { subscriberTexts } from '../messages';
import { Button } from '../../../shared/ui/button';
import { column, menuColumn, type DataColumn } from '../../../shared/ui/data-table';
import { ListPage } from '../../../shared/ui/list-page';
import { TruncatedText } from '../../../shared/ui/tooltip';
import { useSubscriber } from '../api/get-subscriber';
import { SUBSCRIBER_USERS_PAGE_SIZE, subscriberUsersQueryOptions } from '../api/get-subscriber-users';
import { AddUserDrawer } from './add-user-drawer';
import { EditUserDrawer } from './edit-user-drawer';
import { UserDrawer } from './user-drawer';
import { UserStatusBadge } from './user-status-badge';

const t = subscriberTexts.subscriberUsers;

const fullName = (user: SubscriberUser) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ') || messages.app.blank;

export function SubscriberUsersPage({
  id,
  offset,
  onOffset,
}: {
  id: string;
  offset: number;
  onOffset: (offset: number) => void;
}) {
  const subscriber = useSubscriber(id);
  const users = useQuery(subscriberUsersQueryOptions(id, offset));
  const [selected, setSelected] = useState<RowSelectionState>({});
  const [detailUser, setDetailUser] = useState<SubscriberUser | null>(null);
  const [editUser, setEditUser] = useState<SubscriberUser | null>(null);
  const [addUserOpen, setAddUserOpen] = useState(false);
  const wide = useIsWide();
  const phone = useIsPhone();
  const selectedCount = Object.values(selected).filter(Boolean).length;

  const columns = useMemo<DataColumn<SubscriberUser>[]>(() => {
    const status = (user: SubscriberUser) => (
      <UserStatusBadge code={user.user_status_code} label={user.user_status_label} />
    );
    return [
      column('status', t.columns.status, (row) => status(row), { hideBelow: 'sm' }),
      {
        id: 'firstName',
        header: t.columns.firstName,
        cell: ({ row: { original: user } }) =>
          wide ? (
            <span className="font-medium text-zinc-900">{orBlank(user.first_name)}</span>
          ) : (
            // Under 900 px the name cell carries the last name and the email (and, on phones,
            // the status) instead of their own columns.
            <>
              <TruncatedText className="font-medium text-zinc-900" text={fullName(user)} />
              {/* An e-mail wraps instead of being cut: a tooltip cannot be hovered on a phone. */}
              <span className="block text-xs wrap-anywhere text-zinc-600">{user.email}</span>
              {phone ? <span className="mt-1 block">{status(user)}</span> : null}
            </>
          ),
        meta: { className: 'max-w-[14rem] py-2 min-[600px]:max-w-[16rem]' },
      },
      column('lastName', t.columns.lastName, (row) => orBlank(row.last_name), { hideBelow: 'md' }),
      // Whole, wrapped where it does not fit (issue 28: cut e-mails could not be read).
      column('email', t.columns.email, (row) => orBlank(row.email), {
        hideBelow: 'md',
        className: 'max-w-[18rem] py-2 wrap-anywhere',
      }),
      column('userType', t.columns.userType, (row) => orBlank(row.organization_user_type_name), {
        hideBelow: 'md',
      }),
      menuColumn(
        (user) => t.rowActions(user.email),
        (user) => [{ label: t.viewDetails, onSelect: () => setDetailUser(user) }],
      ),
    ];
  }, [wide, phone]);

  return (
    <ListPage
      title={t.title}
      subtitle={t.subtitle(orBlank(subscriber.data?.subscriber.subscriber_name), id)}
      actions={
        <Button icon={<PlusIcon size={18} />} onClick={() => setAddUserOpen(true)}>
          {t.addUser}
        </Button>
      }
      filters={
        selectedCount > 0 ? (
          <p className="mb-2 text-sm text-zinc-600" aria-live="polite">
            {t.selected(selectedCount)}
          </p>
        ) : null
      }
      testId="subscriber-users-table"
      rowTestId="subscriber-user-row"
      columns={columns}
      query={users}
      rows={users.data?.items ?? []}
      paging={
        users.data
          ? {
              offset: users.data.offset,
              limit: SUBSCRIBER_USERS_PAGE_SIZE,
              count: users.data.items.length,
              total: subscriber.data?.usersCount ?? null,
              hasMore: users.data.hasMore,
              onChange: onOffset,
            }
          : undefined
      }
      getRowId={(user) => String(user.user_id)}
      empty={t.empty}
      icon={<UsersIcon size={28} />}
      selection={{
        selected,
        onChange: setSelected,
        allLabel: t.selectAll,
        rowLabel: (user) => t.selectRow(user.email),
      }}
    >
      <UserDrawer
        user={detailUser}
        subscriberNumber={id}
        onClose={() => setDetailUser(null)}
        onEdit={(user) => {
          setDetailUser(null);
          setEditUser(user);
        }}
      />
      <EditUserDrawer user={editUser} subscriberNumber={id} onClose={() => setEditUser(null)} />
      <AddUserDrawer subscriberNumber={id} open={addUserOpen} onOpenChange={setAddUserOpen} />
    </ListPage>
  );
}
