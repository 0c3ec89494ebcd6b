// 'Instancias de aplicación asociadas' (spec 2 §2.3): the organization's instances (access
// status icon with its label as tooltip, study name, CUIT, dates or 'Fecha no definida', enabled
// modules) with the four row links; without instances, the offer to enable ME Basic.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { formatCuit, orBlank } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { LayersIcon } from 'lucide-react';
import { column, type DataColumn } from '../../../shared/ui/data-table';
import { ListPage } from '../../../shared/ui/list-page';
import { Skeleton } from '../../../shared/ui/spinner';
import { meInstancesQueryOptions, meKeys, type MeInstance } from '../api/me-queries';
import { formatInstanceDate } from '../dates';
import { m } from '../messages';
import { StateIcon } from './access-status-icon';
import { EnablementDialog } from './enablement-dialog';

const t = m.instances;

const columns: DataColumn<MeInstance>[] = [
  column(
    'status',
    () => <span className="block leading-tight whitespace-normal">{t.columns.status}</span>,
    // The label beside the mark, not only in its tooltip: a red mark says why (issue 28).
    (row) => (
      <StateIcon
        ok={row.orgAppAccessStatusCode === 'GRANTED'}
        label={row.orgAppAccessStatusLabel}
        testId="instance-access-status"
        showLabel
      />
    ),
    { className: 'w-40 whitespace-normal' },
  ),
  column('name', t.columns.name, (row) => orBlank(row.suborganizationName), {
    className: 'max-w-[16rem] truncate font-medium text-zinc-900',
  }),
  column('cuit', t.columns.cuit, (row) => formatCuit(row.suborganizationCuit), {
    hideBelow: 'sm',
    className: 'whitespace-nowrap tabular-nums',
  }),
  column('from', t.columns.from, (row) => formatInstanceDate(row.accessStartDate), {
    hideBelow: 'md',
    className: 'whitespace-nowrap tabular-nums',
  }),
  column('to', t.columns.to, (row) => formatInstanceDate(row.accessFinishDate), {
    hideBelow: 'md',
    className: 'whitespace-nowrap tabular-nums',
  }),
  column(
    'modules',
    () => <span className="block text-right">{t.columns.modules}</span>,
    (row) => row.enabledModuleCount,
    { hideBelow: 'sm', className: 'text-right tabular-nums' },
  ),
];

export function OrganizationInstancesPage({ organizationId }: { organizationId: string }) {
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const query = useQuery(meInstancesQueryOptions(organizationId));
  const [enabling, setEnabling] = useState(false);
  const organization = query.data?.organization;
  // The instance detail and users screens belong to the instance-detail area's routes.
  const open = (href: string) => void router.navigate({ href });

  return (
    <ListPage
      title={t.title}
      subtitle={
        organization ? (
          `${organization.organizationName} · CUIT ${formatCuit(organization.organizationCuit)}`
        ) : query.isPending ? (
          <Skeleton className="mt-1 h-3.5 w-56" />
        ) : undefined
      }
      testId="me-instances-table"
      rowTestId="me-instance-row"
      columns={columns}
      query={query}
      rows={query.data?.instances ?? []}
      loadError={m.loadError}
      getRowId={(instance) => String(instance.applicationInstanceId)}
      empty={t.none}
      emptyTestId="me-no-instance"
      emptyAction={
        <>
          <p>{t.enableQuestion}</p>
          <Button className="mt-4" onClick={() => setEnabling(true)}>
            {t.enableButton}
          </Button>
        </>
      }
      icon={<LayersIcon size={28} />}
      rowMenu={{
        label: (instance) =>
          t.rowActions(instance.suborganizationName ?? String(instance.applicationInstanceId)),
        items: (instance) => {
          const id = String(instance.applicationInstanceId);
          const storage = instance.baseSuborganizationId;
          return [
            { label: t.viewDetails, onSelect: () => open(`/ME/applicationInstances/${id}`) },
            {
              label: t.checkMe,
              onSelect: () =>
                void navigate({
                  to: '/ME/applicationInstances/$organizationId/statusME',
                  params: { organizationId },
                }),
            },
            ...(storage
              ? [
                  {
                    label: t.checkStorage,
                    onSelect: () =>
                      void navigate({
                        to: '/suborganizations/$id/statusStorage',
                        params: { id: String(storage) },
                      }),
                  },
                ]
              : []),
            { label: t.configureUsers, onSelect: () => open(`/ME/applicationInstances/${id}/users`) },
          ];
        },
      }}
    >
      <EnablementDialog
        open={enabling}
        organizationId={organization?.organizationId ?? null}
        mode="enable"
        onClose={() => setEnabling(false)}
        onReload={() => void queryClient.invalidateQueries({ queryKey: meKeys.all })}
      />
    </ListPage>
  );
}
