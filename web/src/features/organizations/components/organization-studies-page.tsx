// 'Estudios asociados a una organización' (/organizations/{id}/suborganizations): name, legal
// name, CUIT, type and the study row menu: 'Ver detalles' ('Información del estudio'), 'Ver
// papelera interna', 'Ver usuarios asociados', 'Ver declaraciones'.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { StudyView } from '../../../shared/api/common-area-types';
import { formatCuit, formatDate, orBlank } from '../../../shared/lib/format';
import { messages } from '../../../shared/messages';
import { Button } from '../../../shared/ui/button';
import { Drawer } from '../../../shared/ui/drawer';
import { FieldList } from '../../../shared/ui/field-list';
import { BriefcaseIcon } from 'lucide-react';

import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { Pagination, pageOf } from '../../../shared/ui/pagination';
import { Skeleton } from '../../../shared/ui/spinner';
import { SkeletonRows, Table, TBody, TD, TH, THead, TR, RowMenuCell } from '../../../shared/ui/table';
import { organizationStudiesQueryOptions } from '../api/get-organization-studies';
import { OrganizationStatusBadge } from './status';

const t = messages.organizationStudies;
const PAGE_SIZE = 50;

function StudyAvatar({ study }: { study: StudyView }) {
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: study.avatar.color }}
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
  const go = (to: string, study: StudyView) =>
    void navigate({ to, params: { id: String(study.suborganizationId) } });

  const subtitle = query.isPending ? (
    <Skeleton className="mt-1 h-3.5 w-56" />
  ) : organization ? (
    messages.organizationUsers.subtitle(
      organization.organizationName,
      formatCuit(organization.organizationCuit),
    )
  ) : undefined;

  return (
    <div>
      <PageHeader title={t.title} subtitle={subtitle} />
      {query.isError ? (
        <EmptyState title={query.error.message} icon={<BriefcaseIcon size={28} />} />
      ) : !query.isPending && all.length === 0 ? (
        <EmptyState title={t.empty} icon={<BriefcaseIcon size={28} />} />
      ) : (
        <>
          <Table
            aria-label={t.title}
            aria-busy={query.isPending || undefined}
            data-testid="organization-studies-table"
          >
            <THead>
              <tr>
                <TH>{t.columns.name}</TH>
                <TH hideBelow="md">{t.columns.legalName}</TH>
                <TH hideBelow="sm">{t.columns.cuit}</TH>
                <TH hideBelow="md">{t.columns.type}</TH>
                <TH className="w-12">
                  <span className="sr-only">{t.columns.actions}</span>
                </TH>
              </tr>
            </THead>
            <TBody>
              {query.isPending ? (
                <SkeletonRows rows={3} columns={[undefined, 'md', 'sm', 'md', 'narrow']} />
              ) : (
                rows.map((study) => (
                  <TR key={study.suborganizationId} data-testid="organization-study-row">
                    <TD className="py-2">
                      <span className="flex min-w-0 items-center gap-3">
                        <StudyAvatar study={study} />
                        <span className="truncate font-medium text-zinc-900">
                          {study.suborganizationName}
                        </span>
                      </span>
                    </TD>
                    <TD hideBelow="md" className="max-w-[18rem] truncate">
                      {orBlank(study.suborganizationLegalName)}
                    </TD>
                    <TD hideBelow="sm" className="whitespace-nowrap tabular-nums">
                      {formatCuit(study.suborganizationCuit)}
                    </TD>
                    <TD hideBelow="md" className="whitespace-nowrap">
                      {orBlank(study.suborganizationTypeName)}
                    </TD>
                    <RowMenuCell
                      label={t.rowActions(study.suborganizationName)}
                      items={[
                        { label: t.viewDetails, onSelect: () => setDetail(study) },
                        {
                          label: t.viewRecycle,
                          onSelect: () =>
                            void navigate({
                              to: '/storage/recycle/$studyId',
                              params: { studyId: String(study.suborganizationId) },
                            }),
                        },
                        { label: t.viewUsers, onSelect: () => go('/suborganizations/$id/users', study) },
                        {
                          label: t.viewDeclarations,
                          onSelect: () => go('/ME/declarations/$id/declarations', study),
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
      <StudyInfoDrawer study={detail} onClose={() => setDetail(null)} />
    </div>
  );
}
