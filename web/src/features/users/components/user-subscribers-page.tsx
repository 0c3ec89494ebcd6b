// 'Suscriptores asociados a un usuario' (/users/{loginAccountId}/subscribers): subscriber
// number, razón social, creator and max users (the last two hidden under 900 px), and the row
// menu: 'Ver detalles' ('Información del suscriptor'), 'Ver suscripciones y productos', 'Ver
// usuarios'. 'Usuario no posee suscriptor asignado' shows as a toast.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { Subscriber } from '../../../shared/api/types';
import { formatDate, orBlank } from '../../../shared/lib/format';
import { messages } from '../../../shared/messages';
import { Button } from '../../../shared/ui/button';
import { Drawer } from '../../../shared/ui/drawer';
import { FieldList } from '../../../shared/ui/field-list';
import { IdCardIcon } from 'lucide-react';

import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { Pagination, pageOf } from '../../../shared/ui/pagination';
import { notifyError } from '../../../shared/ui/snackbar';
import { Skeleton } from '../../../shared/ui/spinner';
import { SkeletonRows, Table, TBody, TD, TH, THead, TR, RowMenuCell } from '../../../shared/ui/table';
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

  const subtitle = query.isPending ? (
    <Skeleton className="mt-1 h-3.5 w-56" />
  ) : user ? (
    t.subtitle(`${user.firstName} ${user.lastName}`.trim() || user.email, user.email)
  ) : undefined;

  return (
    <div>
      <PageHeader title={t.title} subtitle={subtitle} />
      {query.isError ? (
        <EmptyState title={query.error.message} icon={<IdCardIcon size={28} />} />
      ) : !query.isPending && all.length === 0 ? (
        <EmptyState title={notice ?? t.empty} icon={<IdCardIcon size={28} />} />
      ) : (
        <>
          <Table
            aria-label={t.title}
            aria-busy={query.isPending || undefined}
            data-testid="user-subscribers-table"
          >
            <THead>
              <tr>
                <TH>{t.columns.number}</TH>
                <TH>{t.columns.name}</TH>
                <TH hideBelow="md">{t.columns.creationUser}</TH>
                <TH hideBelow="md" className="text-right">
                  {t.columns.maxUsers}
                </TH>
                <TH className="w-12">
                  <span className="sr-only">{t.columns.actions}</span>
                </TH>
              </tr>
            </THead>
            <TBody>
              {query.isPending ? (
                <SkeletonRows rows={3} columns={[undefined, undefined, 'md', 'md', 'narrow']} />
              ) : (
                rows.map((subscriber) => (
                  <TR key={subscriber.subscriber_id} data-testid="user-subscriber-row">
                    <TD className="font-medium whitespace-nowrap text-zinc-900 tabular-nums">
                      {subscriber.subscriber_ref_id}
                    </TD>
                    <TD
                      className="max-w-[10rem] truncate min-[600px]:max-w-[18rem]"
                      title={subscriber.subscriber_name}
                    >
                      {orBlank(subscriber.subscriber_name)}
                    </TD>
                    <TD hideBelow="md" className="max-w-[14rem] truncate">
                      {orBlank(subscriber.creation_user)}
                    </TD>
                    <TD hideBelow="md" className="text-right tabular-nums">
                      {orBlank(subscriber.subscriber_max_user_count)}
                    </TD>
                    <RowMenuCell
                      label={t.rowActions(subscriber.subscriber_ref_id)}
                      items={[
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
                            void navigate({
                              to: '/subscribers/$id/users',
                              params: { id: subscriber.subscriber_ref_id },
                            }),
                        },
                      ]}
                    />
                  </TR>
                ))
              )}
            </TBody>
          </Table>
          <Pagination
            offset={offset}
            limit={PAGE_SIZE}
            count={rows.length}
            total={all.length}
            hasMore={hasMore}
            onChange={setOffset}
          />
        </>
      )}
      <SubscriberPanel subscriber={detail} onClose={() => setDetail(null)} />
    </div>
  );
}
