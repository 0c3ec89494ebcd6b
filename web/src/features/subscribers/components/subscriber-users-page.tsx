// 'Usuarios asociados a un suscriptor' (/subscribers/{number}/users).
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { SubscriberUser } from '../../../shared/api/types';
import { orBlank } from '../../../shared/lib/format';
import { useIsPhone, useIsWide } from '../../../shared/lib/use-media-query';
import { messages } from '../../../shared/messages';
import { Button } from '../../../shared/ui/button';
import { PlusIcon, UsersIcon } from 'lucide-react';

import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { Skeleton } from '../../../shared/ui/spinner';
import {
  Checkbox,
  SkeletonRows,
  Table,
  TBody,
  TD,
  TH,
  THead,
  TR,
  RowMenuCell,
} from '../../../shared/ui/table';
import { useSubscriber } from '../api/get-subscriber';
import { subscriberUsersQueryOptions } from '../api/get-subscriber-users';
import { AddUserDrawer } from './add-user-drawer';
import { EditUserDrawer } from './edit-user-drawer';
import { UserDrawer } from './user-drawer';
import { UserStatusBadge } from './user-status-badge';

const t = messages.subscriberUsers;

const fullName = (user: SubscriberUser) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ') || messages.app.blank;

export function SubscriberUsersPage({ id }: { id: string }) {
  const subscriber = useSubscriber(id);
  const users = useQuery(subscriberUsersQueryOptions(id));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [detailUser, setDetailUser] = useState<SubscriberUser | null>(null);
  const [editUser, setEditUser] = useState<SubscriberUser | null>(null);
  const [addUserOpen, setAddUserOpen] = useState(false);

  const items = useMemo(() => users.data ?? [], [users.data]);
  const wide = useIsWide();
  const phone = useIsPhone();
  const columnCount = phone ? 3 : wide ? 7 : 4;
  const keyOf = (user: SubscriberUser) => String(user.user_id);
  const allSelected = items.length > 0 && items.every((user) => selected.has(keyOf(user)));
  const someSelected = !allSelected && items.some((user) => selected.has(keyOf(user)));

  const toggle = (key: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(items.map(keyOf)));

  const name = subscriber.data?.subscriber.subscriber_name;
  const subtitle = subscriber.isPending ? (
    <Skeleton className="mt-1 h-3.5 w-56" />
  ) : (
    t.subtitle(orBlank(name), id)
  );

  return (
    <div>
      <PageHeader
        title={t.title}
        subtitle={subtitle}
        actions={
          <Button icon={<PlusIcon size={18} />} onClick={() => setAddUserOpen(true)}>
            {t.addUser}
          </Button>
        }
      />

      {selected.size > 0 ? (
        <p className="mb-2 text-sm text-zinc-600" aria-live="polite">
          {t.selected(selected.size)}
        </p>
      ) : null}

      {users.isError ? (
        <EmptyState title={t.loadError} icon={<UsersIcon size={28} />}>
          {users.error.message}
        </EmptyState>
      ) : !users.isPending && items.length === 0 ? (
        <EmptyState title={t.empty} icon={<UsersIcon size={28} />} />
      ) : (
        <Table
          aria-label={t.title}
          aria-busy={users.isPending || undefined}
          data-testid="subscriber-users-table"
        >
          <THead>
            <tr>
              <TH className="w-10">
                <Checkbox
                  label={t.selectAll}
                  checked={allSelected}
                  ref={(element) => {
                    if (element) element.indeterminate = someSelected;
                  }}
                  disabled={items.length === 0}
                  onChange={toggleAll}
                />
              </TH>
              {phone ? null : <TH>{t.columns.status}</TH>}
              <TH>{t.columns.firstName}</TH>
              {wide ? <TH>{t.columns.lastName}</TH> : null}
              {wide ? <TH>{t.columns.email}</TH> : null}
              {wide ? <TH>{t.columns.userType}</TH> : null}
              <TH className="w-12">
                <span className="sr-only">{t.columns.actions}</span>
              </TH>
            </tr>
          </THead>
          <TBody>
            {users.isPending ? (
              <SkeletonRows
                rows={5}
                columns={Array.from({ length: columnCount }, (_, index) =>
                  index === 0 || index === columnCount - 1 ? 'narrow' : undefined,
                )}
              />
            ) : (
              items.map((user) => {
                const key = keyOf(user);
                const status = (
                  <UserStatusBadge code={user.user_status_code} label={user.user_status_label} />
                );
                return (
                  <TR key={key} selected={selected.has(key)} data-testid="subscriber-user-row">
                    <TD>
                      <Checkbox
                        label={t.selectRow(user.email)}
                        checked={selected.has(key)}
                        onChange={() => toggle(key)}
                      />
                    </TD>
                    {phone ? null : <TD>{status}</TD>}
                    {wide ? (
                      <TD className="font-medium text-zinc-900">{orBlank(user.first_name)}</TD>
                    ) : (
                      // Under 900 px the name cell carries the last name and the email (and,
                      // on phones, the status) instead of their own columns.
                      <TD className="max-w-[14rem] py-2 min-[600px]:max-w-[16rem]">
                        <p className="truncate font-medium text-zinc-900">{fullName(user)}</p>
                        <p className="truncate text-xs text-zinc-500">{user.email}</p>
                        {phone ? <div className="mt-1">{status}</div> : null}
                      </TD>
                    )}
                    {wide ? <TD>{orBlank(user.last_name)}</TD> : null}
                    {!wide ? null : (
                      <TD className="max-w-[16rem] truncate" title={user.email}>
                        {orBlank(user.email)}
                      </TD>
                    )}
                    {wide ? <TD>{orBlank(user.organization_user_type_name)}</TD> : null}
                    <RowMenuCell
                      label={t.rowActions(user.email)}
                      items={[{ label: t.viewDetails, onSelect: () => setDetailUser(user) }]}
                    />
                  </TR>
                );
              })
            )}
          </TBody>
        </Table>
      )}

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
    </div>
  );
}
