// 'Instancias de aplicación asociadas' (spec 2 §2.3): the organization's instances (access
// status icon with its label as tooltip, study name, CUIT, dates or 'Fecha no definida', enabled
// modules) with the four row links; without instances, the offer to enable ME Basic.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { formatCuit, orBlank } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { EllipsisVerticalIcon, LayersIcon } from 'lucide-react';
import { Menu } from '../../../shared/ui/menu';
import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { Skeleton } from '../../../shared/ui/spinner';
import { SkeletonRows, Table, TBody, TD, TH, THead, TR } from '../../../shared/ui/table';
import { meInstancesQueryOptions, meKeys, type MeInstance } from '../api/me-queries';
import { formatInstanceDate } from '../dates';
import { m } from '../messages';
import { StateIcon } from './access-status-icon';
import { EnablementDialog } from './enablement-dialog';

const t = m.instances;

function InstanceMenu({ instance, organizationId }: { instance: MeInstance; organizationId: string }) {
  const navigate = useNavigate();
  const router = useRouter();
  // The instance detail and users screens belong to the instance-detail area's routes.
  const open = (href: string) => void router.navigate({ href });
  const id = String(instance.applicationInstanceId);
  const items = [
    { label: t.viewDetails, onSelect: () => open(`/ME/applicationInstances/${id}`) },
    {
      label: t.checkMe,
      onSelect: () =>
        void navigate({
          to: '/ME/applicationInstances/$organizationId/statusME',
          params: { organizationId },
        }),
    },
    ...(instance.baseSuborganizationId
      ? [
          {
            label: t.checkStorage,
            onSelect: () =>
              void navigate({
                to: '/suborganizations/$id/statusStorage',
                params: { id: String(instance.baseSuborganizationId) },
              }),
          },
        ]
      : []),
    { label: t.configureUsers, onSelect: () => open(`/ME/applicationInstances/${id}/users`) },
  ];
  return (
    <Menu
      label={t.rowActions(instance.suborganizationName ?? id)}
      trigger={<EllipsisVerticalIcon size={18} />}
      items={items}
    />
  );
}

export function OrganizationInstancesPage({ organizationId }: { organizationId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery(meInstancesQueryOptions(organizationId));
  const [enabling, setEnabling] = useState(false);
  const organization = query.data?.organization;
  const instances = query.data?.instances ?? [];

  return (
    <div>
      <PageHeader
        title={t.title}
        subtitle={
          organization ? (
            `${organization.organizationName} · CUIT ${formatCuit(organization.organizationCuit)}`
          ) : query.isPending ? (
            <Skeleton className="mt-1 h-3.5 w-56" />
          ) : undefined
        }
      />
      {query.isError ? (
        <EmptyState title={query.error.message || m.loadError} icon={<LayersIcon size={28} />} />
      ) : !query.isPending && instances.length === 0 ? (
        <div data-testid="me-no-instance">
          <EmptyState title={t.none} icon={<LayersIcon size={28} />}>
            <p>{t.enableQuestion}</p>
            <Button className="mt-4" onClick={() => setEnabling(true)}>
              {t.enableButton}
            </Button>
          </EmptyState>
        </div>
      ) : (
        <Table aria-label={t.title} aria-busy={query.isPending || undefined} data-testid="me-instances-table">
          <THead>
            <tr>
              <TH className="w-24">
                <span className="block leading-tight whitespace-normal">{t.columns.status}</span>
              </TH>
              <TH>{t.columns.name}</TH>
              <TH hideBelow="sm">{t.columns.cuit}</TH>
              <TH hideBelow="md">{t.columns.from}</TH>
              <TH hideBelow="md">{t.columns.to}</TH>
              <TH hideBelow="sm" className="text-right">
                {t.columns.modules}
              </TH>
              <TH className="w-12">
                <span className="sr-only">{t.columns.actions}</span>
              </TH>
            </tr>
          </THead>
          <TBody>
            {query.isPending ? (
              <SkeletonRows rows={2} columns={[undefined, undefined, 'sm', 'md', 'md', 'sm', 'narrow']} />
            ) : (
              instances.map((instance) => (
                <TR key={instance.applicationInstanceId} data-testid="me-instance-row">
                  <TD>
                    <StateIcon
                      ok={instance.orgAppAccessStatusCode === 'GRANTED'}
                      label={instance.orgAppAccessStatusLabel}
                    />
                  </TD>
                  <TD className="max-w-[16rem] truncate font-medium text-zinc-900">
                    {orBlank(instance.suborganizationName)}
                  </TD>
                  <TD hideBelow="sm" className="whitespace-nowrap tabular-nums">
                    {formatCuit(instance.suborganizationCuit)}
                  </TD>
                  <TD hideBelow="md" className="whitespace-nowrap tabular-nums">
                    {formatInstanceDate(instance.accessStartDate)}
                  </TD>
                  <TD hideBelow="md" className="whitespace-nowrap tabular-nums">
                    {formatInstanceDate(instance.accessFinishDate)}
                  </TD>
                  <TD hideBelow="sm" className="text-right tabular-nums">
                    {instance.enabledModuleCount}
                  </TD>
                  <TD className="px-2 text-right">
                    <InstanceMenu instance={instance} organizationId={organizationId} />
                  </TD>
                </TR>
              ))
            )}
          </TBody>
        </Table>
      )}
      <EnablementDialog
        open={enabling}
        organizationId={organization?.organizationId ?? null}
        mode="enable"
        onClose={() => setEnabling(false)}
        onReload={() => void queryClient.invalidateQueries({ queryKey: meKeys.all })}
      />
    </div>
  );
}
