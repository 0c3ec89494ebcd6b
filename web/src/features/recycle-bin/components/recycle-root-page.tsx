// /storage/recycle (the spec does not show it): choose the study whose bin to open. Studies
// belong to organizations, so the page searches organizations (the testing ones by default,
// or by name or legal name) and lists each one's studies with a link to its bin.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { OrganizationView } from '../../../shared/api/common-area-types';
import { formatCuit } from '../../../shared/lib/format';
import { messages } from '../../../shared/messages';
import { ChevronDownIcon, ChevronRightIcon, Trash2Icon } from 'lucide-react';
import { ToolbarSearch } from '../../../shared/ui/search-card';
import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { Pagination } from '../../../shared/ui/pagination';
import { Skeleton } from '../../../shared/ui/spinner';
import { organizationsForBinQueryOptions, studiesOfOrganizationQueryOptions } from '../api/find-studies';
import { readableTextOn } from '../../../shared/lib/readable-text';

const t = messages.recycle;

function OrganizationStudies({ organization }: { organization: OrganizationView }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const studies = useQuery({
    ...studiesOfOrganizationQueryOptions(organization.organizationId),
    enabled: open,
  });
  return (
    <li className="border-b border-zinc-100 last:border-b-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t.rootShowStudies(organization.organizationName)}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent-600"
      >
        <ChevronDownIcon size={16} className={open ? 'text-zinc-500' : '-rotate-90 text-zinc-400'} />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-zinc-900">
            {organization.organizationName}
          </span>
          <span className="block text-xs text-zinc-500 tabular-nums">
            {formatCuit(organization.organizationCuit)}
          </span>
        </span>
        <span className="hidden text-xs text-zinc-500 min-[600px]:inline">
          {organization.organizationTypeName}
        </span>
      </button>
      {open ? (
        <div id={listId} className="pb-3 pl-11 pr-4">
          {studies.isPending ? (
            <Skeleton className="h-4 w-48" />
          ) : (studies.data?.items ?? []).length === 0 ? (
            <p className="text-sm text-zinc-500">{t.rootNoStudies}</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {studies.data?.items.map((study) => (
                <li key={study.suborganizationId}>
                  <Link
                    to="/storage/recycle/$studyId"
                    params={{ studyId: String(study.suborganizationId) }}
                    aria-label={t.rootOpen(study.suborganizationName)}
                    className="group flex items-center gap-3 rounded-md px-2 py-2 text-sm text-zinc-800 hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-accent-600"
                  >
                    <span
                      aria-hidden="true"
                      style={{
                        backgroundColor: study.avatar.color,
                        color: readableTextOn(study.avatar.color),
                      }}
                      className="flex size-7 shrink-0 items-center justify-center rounded-full text-[11px] font-semibold text-white"
                    >
                      {study.avatar.initials}
                    </span>
                    <span className="flex-1 truncate">{study.suborganizationName}</span>
                    <Trash2Icon size={16} className="text-zinc-400 group-hover:text-accent-700" />
                    <ChevronRightIcon size={16} className="text-zinc-400" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </li>
  );
}

export function RecycleRootPage() {
  const [text, setText] = useState('');
  const [name, setName] = useState<string | undefined>();
  const [offset, setOffset] = useState(0);
  const query = useQuery(organizationsForBinQueryOptions(name, offset));
  const items = query.data?.items ?? [];

  const submit = (typed: string) => {
    setName(typed.trim() ? typed.trim().toUpperCase() : undefined);
    setOffset(0);
  };

  return (
    <div>
      <PageHeader title={t.rootTitle} subtitle={t.rootIntro} />
      <ToolbarSearch label={t.rootSearchLabel} value={text} onChange={setText} onSubmit={submit} />
      {query.isError ? (
        <EmptyState title={query.error.message} icon={<Trash2Icon size={28} />} />
      ) : !query.isPending && items.length === 0 ? (
        <EmptyState title={t.rootEmpty} icon={<Trash2Icon size={28} />} />
      ) : (
        <>
          <ul
            className="overflow-hidden rounded-lg border border-zinc-200 bg-white shadow-xs"
            data-testid="recycle-organizations"
          >
            {query.isPending
              ? [0, 1, 2].map((row) => (
                  <li key={row} className="px-4 py-3" aria-hidden="true">
                    <Skeleton className="h-4 w-56" />
                  </li>
                ))
              : items.map((organization) => (
                  <OrganizationStudies key={organization.organizationId} organization={organization} />
                ))}
          </ul>
          {query.data ? (
            <Pagination
              offset={offset}
              limit={50}
              count={items.length}
              total={query.data.total}
              hasMore={query.data.hasMore}
              onChange={setOffset}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
