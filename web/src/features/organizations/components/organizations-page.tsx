// 'Organizaciones' (/organizations): the testing organizations by default; a name search
// (uppercased, name and legal name merged; the field keeps what was typed), 'Buscar por CUIT',
// a chip that resets the search, the type filter when the results hold more than one type, and
// the row menu with its drawers.
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { Building2Icon, SearchIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { OrganizationView } from '../../../shared/api/common-area-types';
import { formatCuit, orBlank } from '../../../shared/lib/format';
import { useIsPhone } from '../../../shared/lib/use-media-query';
import { organizationTexts } from '../messages';
import { cuitColumn, legalNameColumn } from '../../../shared/organization-columns';
import { Button } from '../../../shared/ui/button';
import { FilterChip } from '../../../shared/ui/filter-chip';
import { column, menuColumn, type DataColumn } from '../../../shared/ui/data-table';
import { ListPage } from '../../../shared/ui/list-page';
import { ToolbarSearch } from '../../../shared/ui/search-card';
import { TruncatedText } from '../../../shared/ui/tooltip';
import { organizationByCuitQueryOptions } from '../api/get-organization-by-cuit';
import { ORGANIZATIONS_PAGE_SIZE, organizationsQueryOptions } from '../api/get-organizations';
import { nameQuery, type OrganizationsSearch } from '../search';
import { AddOrganizationUserDrawer } from './add-organization-user-drawer';
import { CuitSearchModal } from './cuit-search-modal';
import { EditOrganizationDrawer } from './edit-organization-drawer';
import { OrganizationInfoDrawer } from './organization-info-drawer';
import { OrganizationStatusBadge } from './status';
import { TypeFilter } from './type-filter';

const t = organizationTexts.organizations;

export type OrganizationsPageSearch = OrganizationsSearch & { edit?: number | undefined };

export function OrganizationsPage({
  search,
  onSearch,
}: {
  search: OrganizationsPageSearch;
  /** Navigates to a new URL state; `push` adds a history entry (the edit drawer). */
  onSearch: (next: OrganizationsPageSearch, options?: { push?: boolean }) => void;
}) {
  const navigate = useNavigate();
  const router = useRouter();
  const [text, setText] = useState(search.name ?? '');
  const [cuitOpen, setCuitOpen] = useState(false);
  const [detail, setDetail] = useState<OrganizationView | null>(null);
  const [addUserFor, setAddUserFor] = useState<OrganizationView | null>(null);
  const phone = useIsPhone();

  const byCuit = useQuery({
    ...organizationByCuitQueryOptions(search.cuit ?? ''),
    enabled: Boolean(search.cuit),
  });
  const list = useQuery({ ...organizationsQueryOptions(search), enabled: !search.cuit });
  const query = search.cuit ? byCuit : list;
  const items = useMemo(
    () => (search.cuit ? (byCuit.data ? [byCuit.data] : []) : (list.data?.items ?? [])),
    [search.cuit, byCuit.data, list.data],
  );
  const types = search.cuit ? [] : (list.data?.types ?? []);
  const searched = nameQuery(search.name);

  const { edit: _edit, ...withoutEdit } = search;
  const runSearch = (typed: string) => {
    const name = typed.trim();
    onSearch(name ? { name } : {});
  };
  // The edit drawer is a page of its own: closing it goes back to the list it was opened from.
  const closeEdit = () => {
    if (router.history.canGoBack()) router.history.back();
    else onSearch(withoutEdit);
  };
  const reset = () => {
    setText('');
    onSearch({});
  };

  const columns = useMemo<DataColumn<OrganizationView>[]>(() => {
    const go = (to: string, organization: OrganizationView) =>
      void navigate({ to, params: { id: String(organization.organizationId) } });
    return [
      column('status', t.columns.status, (row) => <OrganizationStatusBadge active={row.isActive} />, {
        hideBelow: 'sm',
      }),
      {
        id: 'name',
        header: t.columns.name,
        cell: ({ row }) => (
          <>
            <TruncatedText
              className="font-medium text-zinc-900"
              text={orBlank(row.original.organizationName)}
            />
            {/* Under 600 px the CUIT goes under the name, so the row menu stays in view. */}
            {phone ? (
              <span className="block text-xs text-zinc-600 tabular-nums">
                {formatCuit(row.original.organizationCuit)}
              </span>
            ) : null}
          </>
        ),
        meta: { className: 'max-w-[18rem] py-2' },
      },
      legalNameColumn(t.columns.legalName),
      cuitColumn(t.columns.cuit),
      column('type', t.columns.type, (row) => orBlank(row.organizationTypeName), {
        hideBelow: 'md',
        className: 'whitespace-nowrap',
      }),
      menuColumn(
        (organization) => t.rowActions(organization.organizationName),
        (organization) => [
          { label: t.viewDetails, onSelect: () => setDetail(organization) },
          { label: t.viewUsers, onSelect: () => go('/organizations/$id/users', organization) },
          { label: t.viewSubscribers, onSelect: () => go('/organizations/$id/subscribers', organization) },
          { label: t.viewStudies, onSelect: () => go('/organizations/$id/suborganizations', organization) },
          {
            label: t.viewMeInstances,
            onSelect: () =>
              void navigate({
                to: '/ME/applicationInstances/$organizationId/instance',
                params: { organizationId: String(organization.organizationId) },
              }),
          },
          {
            label: t.edit,
            onSelect: () => onSearch({ ...withoutEdit, edit: organization.organizationId }, { push: true }),
          },
          { label: t.addUser, onSelect: () => setAddUserFor(organization) },
        ],
      ),
    ];
  }, [navigate, onSearch, withoutEdit, phone]);

  const chip = search.cuit ? t.chipCuit(formatCuit(search.cuit)) : searched ? t.chipName(searched) : null;

  return (
    <ListPage
      title={t.title}
      subtitle={chip ? undefined : t.subtitleDefault}
      actions={
        <Button variant="secondary" icon={<SearchIcon size={16} />} onClick={() => setCuitOpen(true)}>
          {t.cuitButton}
        </Button>
      }
      filters={
        <>
          <ToolbarSearch
            label={t.searchLabel}
            name="name"
            value={text}
            onChange={setText}
            onSubmit={runSearch}
          />

          {chip || types.length > 1 ? (
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              {chip ? (
                <FilterChip
                  label={chip}
                  removeLabel={t.clearChip(chip)}
                  onRemove={reset}
                  testId="search-chip"
                />
              ) : (
                <span />
              )}
              {types.length > 1 ? (
                <TypeFilter
                  types={types}
                  selected={search.types ?? []}
                  onChange={(codes) =>
                    onSearch({ name: search.name, ...(codes.length > 0 ? { types: codes } : {}) })
                  }
                />
              ) : null}
            </div>
          ) : null}
        </>
      }
      testId="organizations-table"
      rowTestId="organization-row"
      columns={columns}
      query={query}
      rows={items}
      loadError={t.loadError}
      getRowId={(organization) => String(organization.organizationId)}
      empty={t.empty}
      icon={<Building2Icon size={28} />}
      paging={
        list.data && !search.cuit
          ? {
              offset: search.offset ?? 0,
              limit: ORGANIZATIONS_PAGE_SIZE,
              count: list.data.items.length,
              total: list.data.total,
              ...(list.data.totalAtLeast === null ? {} : { totalAtLeast: list.data.totalAtLeast }),
              hasMore: list.data.hasMore,
              onChange: (next) => onSearch({ ...withoutEdit, offset: next || undefined }),
            }
          : undefined
      }
    >
      {list.data?.truncated && !search.cuit ? (
        <p className="mt-2 text-sm text-amber-800">{t.truncated}</p>
      ) : null}

      <CuitSearchModal open={cuitOpen} onOpenChange={setCuitOpen} onFound={(cuit) => onSearch({ cuit })} />
      <OrganizationInfoDrawer organization={detail} onClose={() => setDetail(null)} />
      <EditOrganizationDrawer organizationId={search.edit ?? null} onClose={closeEdit} />
      <AddOrganizationUserDrawer organization={addUserFor} onClose={() => setAddUserFor(null)} />
    </ListPage>
  );
}
