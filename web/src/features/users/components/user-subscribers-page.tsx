// 'Suscriptores asociados a un usuario' (/users/{loginAccountId}/subscribers): subscriber
// number, razón social, creator and max users (the last two hidden under 900 px), and the row
// menu: 'Ver detalles' ('Información del suscriptor'), 'Ver suscripciones y productos', 'Ver
// usuarios'. 'Usuario no posee suscriptor asignado' shows as a toast.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import type { Subscriber } from '../../../shared/api/types';
import { formatDate, orBlank } from '../../../shared/lib/format';
import { messages } from '../../../shared/messages';
import { Button } from '../../../shared/ui/button';
import { Drawer } from '../../../shared/ui/drawer';
import { FieldList } from '../../../shared/ui/field-list';
import { IdCardIcon } from 'lucide-react';
import { DataTable, menuColumn, pageOf, type DataColumn } from '../../../shared/ui/data-table';
import { PageHeader } from '../../../shared/ui/page';
import { notifyError } from '../../../shared/ui/snackbar';
import { TruncatedText } from '../../../shared/ui/tooltip';
import { userSubscribersQueryOptions } from '../api/get-user-subscribers';

const t = messages.userSubscribers;
const PAGE_SIZE = 50;

function SubscriberPanel({ subscriber, onClose }: { subscriber: Subscriber | null; onClose: () => void }) {
  const f = t.fields;
  return (
    <Drawer
      open={subscriber !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t.panelTitle}
      description={subscriber?.subscriber_name}
      testId="user-subscriber-panel"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {messages.app.close}
        </Button>
      }
    >
      {subscriber ? (
        <FieldList
          fields={[
            { label: f.name, value: orBlank(subscriber.subscriber_name) },
            { label: f.number, value: orBlank(subscriber.subscriber_ref_id) },
            // Spec 1 §2: the description from the status list, or 'Error al cargar'.
            { label: f.status, value: subscriber.subscriber_status_desc ?? messages.app.statusUnknown },
            { label: f.maxUsers, value: orBlank(subscriber.subscriber_max_user_count) },
            { label: f.creationDate, value: formatDate(subscriber.creation_date) },
            { label: f.creationUser, value: orBlank(subscriber.creation_user) },
            { label: f.modificationDate, value: formatDate(subscriber.modification_date) },
            { label: f.modificationUser, value: orBlank(subscriber.modification_user) },
            { label: f.id, value: orBlank(subscriber.subscriber_id) },
          ]}
        />
      ) : null}
    </Drawer>
  );
}

export function UserSubscribersPage({ loginAccountId }: { loginAccountId: string }) {
  const navigate = useNavigate();
  const query = useQuery(userSubscribersQueryOptions(loginAccountId));
  const [detail, setDetail] = useState<Subscriber | null>(null);
  const [offset, setOffset] = useState(0);
  const all = query.data?.items ?? [];
  const { rows, hasMore } = pageOf(all, offset, PAGE_SIZE);
  const user = query.data?.user;
  const notice = query.data?.notice;

  useEffect(() => {
    if (notice) notifyError(notice);
  }, [notice, query.dataUpdatedAt]);

  const columns = useMemo<DataColumn<Subscriber>[]>(
    () => [
      {
        id: 'number',
        header: t.columns.number,
        cell: ({ row }) => row.original.subscriber_ref_id,
        meta: { className: 'font-medium whitespace-nowrap text-zinc-900 tabular-nums' },
      },
      {
        id: 'name',
        header: t.columns.name,
        cell: ({ row }) => <TruncatedText text={orBlank(row.original.subscriber_name)} />,
        meta: { className: 'max-w-[10rem] min-[600px]:max-w-[18rem]' },
      },
      {
        id: 'creationUser',
        header: t.columns.creationUser,
        cell: ({ row }) => <TruncatedText text={orBlank(row.original.creation_user)} />,
        meta: { hideBelow: 'md', className: 'max-w-[14rem]' },
      },
      {
        id: 'maxUsers',
        header: t.columns.maxUsers,
        cell: ({ row }) => orBlank(row.original.subscriber_max_user_count),
        meta: { hideBelow: 'md', className: 'text-right tabular-nums' },
      },
      menuColumn(
        (subscriber) => t.rowActions(subscriber.subscriber_ref_id),
        (subscriber) => [
          { label: t.viewDetails, onSelect: () => setDetail(subscriber) },
          {
            label: t.viewSubscriptions,
            onSelect: () =>
              void navigate({
                to: '/subscribers/$id/suscriptions',
                params: { id: String(subscriber.subscriber_id) },
              }),
          },
          {
            label: t.viewUsers,
            onSelect: () =>
              void navigate({ to: '/subscribers/$id/users', params: { id: subscriber.subscriber_ref_id } }),
          },
        ],
      ),
    ],
    [navigate],
  );

  return (
    <div>
      <PageHeader
        title={t.title}
        subtitle={
          user ? t.subtitle(`${user.firstName} ${user.lastName}`.trim() || user.email, user.email) : undefined
        }
      />
      <DataTable
        label={t.title}
        testId="user-subscribers-table"
        rowTestId="user-subscriber-row"
        columns={columns}
        data={rows}
        getRowId={(subscriber) => String(subscriber.subscriber_id)}
        loading={query.isPending}
        error={query.isError ? query.error.message : null}
        empty={notice ?? t.empty}
        icon={<IdCardIcon size={28} />}
        paging={{
          offset,
          limit: PAGE_SIZE,
          count: rows.length,
          total: all.length,
          hasMore,
          onChange: setOffset,
        }}
      />
      <SubscriberPanel subscriber={detail} onClose={() => setDetail(null)} />
    </div>
  );
}
