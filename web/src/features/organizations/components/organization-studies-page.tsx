// 'Estudios asociados a una organización' (/organizations/{id}/suborganizations): name, legal
// name, CUIT, type and the study row menu: 'Ver detalles' ('Información del estudio'), 'Ver
// papelera interna', 'Ver usuarios asociados', 'Ver declaraciones'.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StudyView } from '../../../shared/api/common-area-types';
import { formatCuit, formatDate, orBlank } from '../../../shared/lib/format';
import { messages } from '../../../shared/messages';
import { Drawer } from '../../../shared/ui/dialog';
import { FieldList } from '../../../shared/ui/field-list';
import { BriefcaseIcon } from 'lucide-react';
import { col, figureCol, textCol, type DataColumn } from '../../../shared/ui/data-table';
import { ListPage } from '../../../shared/ui/list-page';
import { TruncatedText } from '../../../shared/ui/tooltip';
import { organizationStudiesQueryOptions } from '../api/get-organization-studies';
import { OrganizationStatusBadge } from './status';
import { readableTextOn } from '../../../shared/lib/readable-text';

const t = messages.organizationStudies;
const PAGE_SIZE = 50;

function StudyAvatar({ study }: { study: StudyView }) {
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: study.avatar.color, color: readableTextOn(study.avatar.color) }}
      className="flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-semibold text-white"
    >
      {study.avatar.initials}
    </span>
  );
}

function StudyInfoDrawer({ study, onClose }: { study: StudyView | null; onClose: () => void }) {
  const f = t.fields;
  return (
    <Drawer
      open={study !== null}
      onClose={onClose}
      title={t.drawerTitle}
      description={study?.suborganizationName}
      testId="study-info-drawer"
    >
      {study ? (
        <FieldList
          fields={[
            { label: f.name, value: orBlank(study.suborganizationName) },
            { label: f.legalName, value: orBlank(study.suborganizationLegalName) },
            { label: f.cuit, value: formatCuit(study.suborganizationCuit) },
            { label: f.type, value: orBlank(study.suborganizationTypeName) },
            { label: f.status, value: <OrganizationStatusBadge active={study.isActive} /> },
            { label: f.id, value: orBlank(study.suborganizationId) },
            { label: f.organizationId, value: orBlank(study.organizationId) },
            { label: f.creationDate, value: formatDate(study.creationDate) },
            { label: f.creationUser, value: orBlank(study.creationUser) },
          ]}
        />
      ) : null}
    </Drawer>
  );
}

const columns: DataColumn<StudyView>[] = [
  col(
    'name',
    t.columns.name,
    (study) => (
      <span className="flex min-w-0 items-center gap-3">
        <StudyAvatar study={study} />
        <TruncatedText className="font-medium text-zinc-900" text={study.suborganizationName} />
      </span>
    ),
    { className: 'max-w-[20rem] py-2' },
  ),
  textCol('legalName', t.columns.legalName, (study) => study.suborganizationLegalName, {
    hideBelow: 'md',
    className: 'max-w-[18rem]',
  }),
  figureCol('cuit', t.columns.cuit, (study) => formatCuit(study.suborganizationCuit), { hideBelow: 'sm' }),
  col('type', t.columns.type, (study) => orBlank(study.suborganizationTypeName), {
    hideBelow: 'md',
    className: 'whitespace-nowrap',
  }),
];

export function OrganizationStudiesPage({ organizationId }: { organizationId: string }) {
  const query = useQuery(organizationStudiesQueryOptions(organizationId));
  const [detail, setDetail] = useState<StudyView | null>(null);
  const organization = query.data?.organization;

  return (
    <ListPage
      title={t.title}
      subtitle={
        organization
          ? messages.organizationUsers.subtitle(
              organization.organizationName,
              formatCuit(organization.organizationCuit),
            )
          : undefined
      }
      testId="organization-studies-table"
      rowTestId="organization-study-row"
      columns={columns}
      query={query}
      rows={query.data?.items ?? []}
      pageSize={PAGE_SIZE}
      getRowId={(study) => String(study.suborganizationId)}
      empty={t.empty}
      icon={<BriefcaseIcon size={28} />}
      rowMenu={{
        label: (study) => t.rowActions(study.suborganizationName),
        items: (study) => {
          const id = String(study.suborganizationId);
          return [
            { label: t.viewDetails, onSelect: () => setDetail(study) },
            { label: t.viewRecycle, to: '/storage/recycle/$studyId', params: { studyId: id } },
            { label: t.viewUsers, to: '/suborganizations/$id/users', params: { id } },
            {
              label: t.viewDeclarations,
              to: '/ME/declarations/$suborganizationId/declarations',
              params: { suborganizationId: id },
            },
          ];
        },
      }}
    >
      <StudyInfoDrawer study={detail} onClose={() => setDetail(null)} />
    </ListPage>
  );
}
