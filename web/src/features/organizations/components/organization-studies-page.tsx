// 'Estudios asociados a una organización' (/organizations/{id}/suborganizations): name, legal
// name, CUIT, type and the study row menu: 'Ver detalles' ('Información del estudio'), 'Ver
// papelera interna', 'Ver usuarios asociados', 'Ver declaraciones'.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { StudyView } from '../../../shared/api/common-area-types';
import { formatCuit, formatDate, orBlank } from '../../../shared/lib/format';
import { organizationTexts } from '../messages';
import { BriefcaseIcon } from 'lucide-react';
import { column, type DataColumn } from '../../../shared/ui/data-table';
import { ListPage } from '../../../shared/ui/list-page';
import { TruncatedText } from '../../../shared/ui/tooltip';
import { organizationStudiesQueryOptions } from '../api/get-organization-studies';
import { OrganizationStatusBadge } from './status';
import { readableTextOn } from '../../../shared/lib/readable-text';

const t = organizationTexts.organizationStudies;
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

const columns: DataColumn<StudyView>[] = [
  column(
    'name',
    t.columns.name,
    (row) => (
      <span className="flex min-w-0 items-center gap-3">
        <StudyAvatar study={row} />
        <TruncatedText className="font-medium text-zinc-900" text={row.suborganizationName} />
      </span>
    ),
    { className: 'max-w-[20rem] py-2' },
  ),
  column(
    'legalName',
    t.columns.legalName,
    (row) => <TruncatedText text={orBlank(row.suborganizationLegalName)} />,
    { hideBelow: 'md', className: 'max-w-[18rem]' },
  ),
  column('cuit', t.columns.cuit, (row) => formatCuit(row.suborganizationCuit), {
    hideBelow: 'sm',
    className: 'whitespace-nowrap tabular-nums',
  }),
  column('type', t.columns.type, (row) => orBlank(row.suborganizationTypeName), {
    hideBelow: 'md',
    className: 'whitespace-nowrap',
  }),
];

export function OrganizationStudiesPage({ organizationId }: { organizationId: string }) {
  const navigate = useNavigate();
  const query = useQuery(organizationStudiesQueryOptions(organizationId));
  const organization = query.data?.organization;

  const id = (study: StudyView) => String(study.suborganizationId);
  const f = t.fields;

  return (
    <ListPage
      title={t.title}
      subtitle={
        organization
          ? organizationTexts.organizationUsers.subtitle(
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
      getRowId={id}
      empty={t.empty}
      icon={<BriefcaseIcon size={28} />}
      rowMenu={{
        label: (study) => t.rowActions(study.suborganizationName),
        items: (study) => [
          {
            label: t.viewRecycle,
            onSelect: () =>
              void navigate({ to: '/storage/recycle/$studyId', params: { studyId: id(study) } }),
          },
          {
            label: t.viewUsers,
            onSelect: () => void navigate({ to: '/suborganizations/$id/users', params: { id: id(study) } }),
          },
          {
            label: t.viewDeclarations,
            onSelect: () =>
              void navigate({
                to: '/ME/declarations/$suborganizationId/declarations',
                params: { suborganizationId: id(study) },
              }),
          },
        ],
      }}
      detail={{
        title: t.drawerTitle,
        description: (study) => study.suborganizationName,
        testId: 'study-info-drawer',
        fields: (study) => [
          { label: f.name, value: orBlank(study.suborganizationName) },
          { label: f.legalName, value: orBlank(study.suborganizationLegalName) },
          { label: f.cuit, value: formatCuit(study.suborganizationCuit) },
          { label: f.type, value: orBlank(study.suborganizationTypeName) },
          { label: f.status, value: <OrganizationStatusBadge active={study.isActive} /> },
          { label: f.id, value: orBlank(study.suborganizationId) },
          { label: f.organizationId, value: orBlank(study.organizationId) },
          { label: f.creationDate, value: formatDate(study.creationDate) },
          { label: f.creationUser, value: orBlank(study.creationUser) },
        ],
      }}
    />
  );
}
