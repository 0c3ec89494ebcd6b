// 'Suscriptores asociados a una organización' (/organizations/{id}/subscribers): the
// organization's subscribers (offset 0, limit 100) with 'Ver detalles', 'Ver suscripciones y
// productos' and 'Ver usuarios', and the 'Añadir suscriptor' drawer.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Subscriber } from '../../../shared/api/types';
import { formatCuit, orBlank } from '../../../shared/lib/format';
import { useIsPhone } from '../../../shared/lib/use-media-query';
import { messages } from '../../../shared/messages';
import { Button } from '../../../shared/ui/button';
import { PlusIcon, UsersIcon } from 'lucide-react';

import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { Skeleton } from '../../../shared/ui/spinner';
import { SkeletonRows, Table, TBody, TD, TH, THead, TR, RowMenuCell } from '../../../shared/ui/table';
import { organizationSubscribersQueryOptions } from '../api/get-organization-subscribers';
import { AddSubscriberDrawer } from './add-subscriber-drawer';
import { SubscriberInfoDrawer } from './subscriber-drawer';

const t = messages.organizationSubscribers;

export function OrganizationSubscribersPage({ organizationId }: { organizationId: string }) {
  const navigate = useNavigate();
  const query = useQuery(organizationSubscribersQueryOptions(organizationId));
  const [detail, setDetail] = useState<Subscriber | null>(null);
  const [addOpen, setAddOpen] = useState(false);
  const organization = query.data?.organization;
  const items = query.data?.items ?? [];
  // Under 600 px the razón social goes under the number, so the row menu stays in view.
  const phone = useIsPhone();

  const subtitle = query.isPending ? (
    <Skeleton className="mt-1 h-3.5 w-56" />
  ) : organization ? (
    t.subtitle(organization.organizationName, formatCuit(organization.organizationCuit))
  ) : undefined;

  return (
    <div>
      <PageHeader
        title={t.title}
        subtitle={subtitle}
        actions={
          organization ? (
            <Button icon={<PlusIcon size={18} />} onClick={() => setAddOpen(true)}>
              {t.addSubscriber}
            </Button>
          ) : null
        }
      />
      {query.isError ? (
        // A missing organization answers the spec's 'Ocurrió un error. Intente cargar nuevamente la página'.
        <EmptyState title={query.error.message} icon={<UsersIcon size={28} />} />
      ) : !query.isPending && items.length === 0 ? (
        <EmptyState title={t.empty} icon={<UsersIcon size={28} />} />
      ) : (
        <Table
          aria-label={t.title}
          aria-busy={query.isPending || undefined}
          data-testid="organization-subscribers-table"
        >
          <THead>
            <tr>
              <TH>{t.columns.number}</TH>
              {phone ? null : <TH>{t.columns.name}</TH>}
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
              <SkeletonRows
                rows={4}
                columns={phone ? [undefined, 'narrow'] : [undefined, undefined, 'md', 'md', 'narrow']}
              />
            ) : (
              items.map((subscriber) => (
                <TR key={subscriber.subscriber_id} data-testid="organization-subscriber-row">
                  {phone ? (
                    <TD className="max-w-[16rem] py-2">
                      <p className="font-medium text-zinc-900 tabular-nums">{subscriber.subscriber_ref_id}</p>
                      <p className="truncate text-xs text-zinc-500">{orBlank(subscriber.subscriber_name)}</p>
                    </TD>
                  ) : (
                    <>
                      <TD className="font-medium whitespace-nowrap text-zinc-900 tabular-nums">
                        {subscriber.subscriber_ref_id}
                      </TD>
                      <TD className="max-w-[18rem] truncate" title={subscriber.subscriber_name}>
                        {orBlank(subscriber.subscriber_name)}
                      </TD>
                    </>
                  )}
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
      )}
      <SubscriberInfoDrawer subscriber={detail} onClose={() => setDetail(null)} />
      {organization ? (
        <AddSubscriberDrawer
          organizationId={organization.organizationId}
          organizationName={organization.organizationName}
          open={addOpen}
          onOpenChange={setAddOpen}
        />
      ) : null}
    </div>
  );
}
