// 'Suscriptores asociados a un usuario' (/users/{loginAccountId}/subscribers): subscriber
// number, razón social, creator and max users (the last two hidden under 900 px), and the row
// menu: 'Ver detalles' ('Información del suscriptor'), 'Ver suscripciones y productos', 'Ver
// usuarios'. 'Usuario no posee suscriptor asignado' shows as a toast.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { Subscriber } from '../../../shared/api/types';
import { formatDate, orBlank } from '../../../shared/lib/format';
import { messages } from '../../../shared/messages';
import { subscriberCreatorColumn, subscriberMaxUsersColumn } from '../../../shared/organization-columns';
import { IdCardIcon } from 'lucide-react';
import { column, type DataColumn } from '../../../shared/ui/data-table';
import { ListPage } from '../../../shared/ui/list-page';
import { notifyError } from '../../../shared/ui/snackbar';
import { TruncatedText } from '../../../shared/ui/tooltip';
import { userSubscribersQueryOptions } from '../api/get-user-subscribers';

const t = messages.userSubscribers;
const PAGE_SIZE = 50;
const f = t.fields;

const columns: DataColumn<Subscriber>[] = [
  column('number', t.columns.number, (row) => row.subscriber_ref_id, {
    className: 'font-medium whitespace-nowrap text-zinc-900 tabular-nums',
  }),
  column('name', t.columns.name, (row) => <TruncatedText text={orBlank(row.subscriber_name)} />, {
    className: 'max-w-[7rem] min-[600px]:max-w-[18rem]',
  }),
  subscriberCreatorColumn(t.columns.creationUser),
  subscriberMaxUsersColumn(t.columns.maxUsers),
];

export function UserSubscribersPage({ loginAccountId }: { loginAccountId: string }) {
  const navigate = useNavigate();
  const query = useQuery(userSubscribersQueryOptions(loginAccountId));
  const user = query.data?.user;
  const notice = query.data?.notice;

  useEffect(() => {
    if (notice) notifyError(notice);
  }, [notice, query.dataUpdatedAt]);

  return (
    <ListPage
      title={t.title}
      subtitle={
        user ? t.subtitle(`${user.firstName} ${user.lastName}`.trim() || user.email, user.email) : undefined
      }
      testId="user-subscribers-table"
      rowTestId="user-subscriber-row"
      columns={columns}
      query={query}
      rows={query.data?.items ?? []}
      pageSize={PAGE_SIZE}
      getRowId={(subscriber) => String(subscriber.subscriber_id)}
      empty={notice ?? t.empty}
      icon={<IdCardIcon size={28} />}
      rowMenu={{
        label: (subscriber) => t.rowActions(subscriber.subscriber_ref_id),
        items: (subscriber) => [
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
      }}
      detail={{
        title: t.panelTitle,
        testId: 'user-subscriber-panel',
        description: (subscriber) => subscriber.subscriber_name ?? undefined,
        fields: (subscriber) => [
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
        ],
      }}
    />
  );
}
