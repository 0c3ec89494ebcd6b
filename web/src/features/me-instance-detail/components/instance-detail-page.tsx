// 'Informacion sobre la Instancia de aplicacion' (/ME/applicationInstances/{applicationInstanceId},
// spec 2 §2.8): 'Detalles', 'Organizacion asociada', 'Estudio asociado', 'Modulos habilitados'
// and 'Topes', with a link to the instance's users.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../../shared/ui/button';
import { LayersIcon, UsersIcon } from 'lucide-react';
import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { Skeleton } from '../../../shared/ui/spinner';
import { meInstanceKeys, meInstanceQueryOptions } from '../api/get-instance';
import { t } from '../messages';
import { InstanceDetailsPanel, OrganizationPanel, StudyPanel } from './instance-summary-panels';
import { ModulesPanel } from './modules-panel';
import { ParametersPanel } from './parameters-panel';
import { useReloadLater } from '../../../shared/lib/use-reload-later';

export function InstanceDetailPage({ applicationInstanceId }: { applicationInstanceId: string }) {
  const detail = useQuery(meInstanceQueryOptions(applicationInstanceId));
  const { reloadLater } = useReloadLater(meInstanceKeys.detail(applicationInstanceId));

  return (
    <div>
      <PageHeader
        title={t.detail.title}
        subtitle={detail.data?.study?.suborganizationName ?? detail.data?.organization?.organizationName}
        actions={
          <Link
            to="/ME/applicationInstances/$applicationInstanceId/users"
            params={{ applicationInstanceId }}
            className={buttonClasses('secondary')}
          >
            <UsersIcon size={16} />
            {t.detail.users}
          </Link>
        }
      />
      {detail.isError ? (
        <EmptyState title={detail.error.message || t.detail.loadError} icon={<LayersIcon size={28} />} />
      ) : !detail.data ? (
        <div className="grid gap-4" aria-busy="true">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <div className="grid grid-cols-1 gap-4 min-[1100px]:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <InstanceDetailsPanel instance={detail.data.instance} />
            <div className="flex min-w-0 flex-col gap-4">
              <OrganizationPanel organization={detail.data.organization} />
              <StudyPanel study={detail.data.study} />
            </div>
          </div>
          <ModulesPanel detail={detail.data} reloadLater={reloadLater} />
          <ParametersPanel
            applicationInstanceId={detail.data.instance.applicationInstanceId}
            parameters={detail.data.parameters}
            reloadLater={reloadLater}
          />
        </div>
      )}
    </div>
  );
}
