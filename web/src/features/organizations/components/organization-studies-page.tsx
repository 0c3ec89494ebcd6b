// 'Estudios asociados a una organización' (/organizations/{id}/suborganizations): name, legal
// name, CUIT, type and the study row menu: 'Ver detalles' ('Información del estudio'), 'Ver
// papelera interna', 'Ver usuarios asociados', 'Ver declaraciones'.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { StudyView } from '../../../shared/api/common-area-types';
import { formatCuit, formatDate, orBlank } from '../../../shared/lib/format';
import { messages } from '../../../shared/messages';
import { Button } from '../../../shared/ui/button';
import { Drawer } from '../../../shared/ui/drawer';
import { FieldList } from '../../../shared/ui/field-list';
import { BriefcaseIcon } from 'lucide-react';
import { DataTable, menuColumn, type DataColumn } from '../../../shared/ui/data-table';
import { pageOf } from '../../../shared/ui/pagination';
import { PageHeader } from '../../../shared/ui/page';
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
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t.drawerTitle}
      description={study?.suborganizationName}
      testId="study-info-drawer"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {messages.app.close}
        </Button>
      }
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

export function OrganizationStudiesPage({ organizationId }: { organizationId: string }) {
  const navigate = useNavigate();
  const query = useQuery(organizationStudiesQueryOptions(organizationId));
  const [detail, setDetail] = useState<StudyView | null>(null);
  const [offset, setOffset] = useState(0);
  const organization = query.data?.organization;
  const all = query.data?.items ?? [];
  const { rows, hasMore } = pageOf(all, offset, PAGE_SIZE);

  const columns = useMemo<DataColumn<StudyView>[]>(() => {
    const id = (study: StudyView) => String(study.suborganizationId);
    return [
      {
        id: 'name',
        header: t.columns.name,
        cell: ({ row }) => (
          <span className="flex min-w-0 items-center gap-3">
            <StudyAvatar study={row.original} />
            <TruncatedText className="font-medium text-zinc-900" text={row.original.suborganizationName} />
          </span>
        ),
        meta: { className: 'max-w-[20rem] py-2' },
      },
      {
        id: 'legalName',
        header: t.columns.legalName,
        cell: ({ row }) => <TruncatedText text={orBlank(row.original.suborganizationLegalName)} />,
        meta: { hideBelow: 'md', className: 'max-w-[18rem]' },
      },
      {
        id: 'cuit',
        header: t.columns.cuit,
        cell: ({ row }) => formatCuit(row.original.suborganizationCuit),
        meta: { hideBelow: 'sm', className: 'whitespace-nowrap tabular-nums' },
      },
      {
        id: 'type',
        header: t.columns.type,
        cell: ({ row }) => orBlank(row.original.suborganizationTypeName),
        meta: { hideBelow: 'md', className: 'whitespace-nowrap' },
      },
      menuColumn(
        (study) => t.rowActions(study.suborganizationName),
        (study) => [
          { label: t.viewDetails, onSelect: () => setDetail(study) },
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
      ),
    ];
  }, [navigate]);

  return (
    <div>
      <PageHeader
        title={t.title}
        subtitle={
          organization
            ? messages.organizationUsers.subtitle(
                organization.organizationName,
                formatCuit(organization.organizationCuit),
              )
            : undefined
        }
      />
      <DataTable
        label={t.title}
        testId="organization-studies-table"
        rowTestId="organization-study-row"
        columns={columns}
        data={rows}
        getRowId={(study) => String(study.suborganizationId)}
        loading={query.isPending}
        error={query.isError ? query.error.message : null}
        empty={t.empty}
        icon={<BriefcaseIcon size={28} />}
        paging={{
          offset,
          limit: PAGE_SIZE,
          count: rows.length,
          total: all.length,
          hasMore,
          onChange: setOffset,
        }}
      />
      <StudyInfoDrawer study={detail} onClose={() => setDetail(null)} />
    </div>
  );
}
