// 'Detalles', 'Organizacion asociada' and 'Estudio asociado' of an instance (spec 2 §2.8).
import { Link } from '@tanstack/react-router';
import { meAccessStatusLabel } from '@cgi/workflows/inputs';
import { formatCuit } from '../../../shared/lib/format';
import { Badge } from '../../../shared/ui/badge';
import { buttonClasses } from '../../../shared/ui/button';
import type { MeInstanceDetail } from '../api/get-instance';
import { t } from '../messages';
import { displayDay } from '../module-form';
import { Facts, Panel } from './panel';
import { readableTextOn } from '../../../shared/lib/readable-text';

const d = t.detail;

export function InstanceDetailsPanel({ instance }: { instance: MeInstanceDetail['instance'] }) {
  return (
    <Panel id="instance-details" title={d.details}>
      <Facts
        items={[
          { label: d.appCode, value: instance.appCode },
          {
            label: d.accessStatus,
            value: (
              <Badge tone={instance.orgAppAccessStatusCode === 'GRANTED' ? 'green' : 'red'}>
                {meAccessStatusLabel(instance.orgAppAccessStatusCode)}
              </Badge>
            ),
          },
          { label: d.baseVersion, value: instance.baseApplicationInstance ? d.yes : d.no },
          {
            label: d.activeCollaborators,
            value: <span className="tabular-nums">{instance.activeAppUserCount}</span>,
          },
          {
            label: d.activeClients,
            value: <span className="tabular-nums">{instance.activeExternalAppUserCount}</span>,
          },
          {
            label: d.instanceId,
            value: <span className="tabular-nums">{instance.applicationInstanceId}</span>,
          },
          { label: d.enabledFrom, value: displayDay(instance.accessStartDate, d.dateUndefined) },
          { label: d.enabledTo, value: displayDay(instance.accessFinishDate, d.dateUndefined) },
        ]}
      />
    </Panel>
  );
}

export function OrganizationPanel({ organization }: { organization: MeInstanceDetail['organization'] }) {
  return (
    <Panel id="instance-organization" title={d.organization}>
      {organization ? (
        <Facts
          columns={1}
          items={[
            { label: d.name, value: organization.organizationName },
            {
              label: d.cuit,
              value: <span className="tabular-nums">{formatCuit(organization.organizationCuit)}</span>,
            },
          ]}
        />
      ) : (
        <p className="text-sm text-zinc-500">{d.organizationMissing}</p>
      )}
    </Panel>
  );
}

export function StudyPanel({ study }: { study: MeInstanceDetail['study'] }) {
  return (
    <Panel id="instance-study" title={d.study}>
      {study ? (
        <div className="flex flex-col gap-4">
          <div className="flex min-w-0 items-center gap-3">
            <span
              aria-hidden="true"
              data-testid="study-avatar"
              style={{ backgroundColor: study.avatar.color, color: readableTextOn(study.avatar.color) }}
              className="flex size-12 shrink-0 items-center justify-center rounded-full text-base font-semibold text-white"
            >
              {study.avatar.initials}
            </span>
            <div className="min-w-0">
              <p className="truncate font-semibold text-zinc-900">{study.suborganizationName}</p>
              <p className="text-sm text-zinc-500">
                {d.cuit} <span className="tabular-nums">{formatCuit(study.suborganizationCuit)}</span>
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link
              to="/storage/recycle/$studyId"
              params={{ studyId: String(study.suborganizationId) }}
              className={buttonClasses('secondary', 'sm')}
            >
              {d.recycleBin}
            </Link>
            <Link
              to="/ME/declarations/$suborganizationId/declarations"
              params={{ suborganizationId: String(study.suborganizationId) }}
              className={buttonClasses('secondary', 'sm')}
            >
              {d.declarations}
            </Link>
          </div>
        </div>
      ) : (
        <p className="text-sm text-zinc-500">{d.studyMissing}</p>
      )}
    </Panel>
  );
}
