// 'Usuarios asociados a Mi Estudio' (/ME/applicationInstances/{applicationInstanceId}/users,
// spec 2 §2.9, §4): 'Usuarios asociados' (role and access record) and 'Usuarios no asociados'.
// Row menu: 'Ver detalles', 'Asignar un nuevo rol', and 'Habilitar acceso' or 'Deshabilitar
// acceso' only for users with an access record. The not-associated table has the menu too:
// it is where a first role is granted (the spec lists its columns, not its menu). An
// organization may have hundreds of users: a search (name, e-mail or user number) narrows both
// tables and each pages on the server.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Operation } from '../../../shared/api/types';
import { OperationConfirmModal } from '../../../shared/operation-confirm-modal';
import { buttonClasses } from '../../../shared/ui/button';
import { InfoDrawer } from '../../../shared/ui/dialog';
import { FieldList } from '../../../shared/ui/field-list';
import { UsersIcon } from 'lucide-react';
import { SelectField } from '../../../shared/ui/input';
import { column, DataTable, menuColumn, type DataColumn } from '../../../shared/ui/data-table';
import type { MenuItem } from '../../../shared/ui/menu';
import { FilterChip } from '../../../shared/ui/filter-chip';
import { EmptyState, PageHeader } from '../../../shared/ui/page';
import type { Paging } from '../../../shared/ui/pagination';
import { ToolbarSearch } from '../../../shared/ui/search-card';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { UserStatusIcon } from '../../../shared/ui/status-icon';
import { meInstanceKeys } from '../api/get-instance';
import {
  INSTANCE_USERS_PAGE_SIZE,
  meInstanceUsersQueryOptions,
  type MeInstanceUser,
  type MeInstanceUserPage,
  type MeInstanceUsers,
} from '../api/get-instance-users';
import { RELOAD_AFTER_USER_MS, t } from '../messages';
import { displayDay } from '../module-form';
import type { InstanceUsersSearch } from '../search';
import { Panel } from './panel';
import { useReloadLater } from '../../../shared/lib/use-reload-later';

const u = t.users;
const BLANK = '- -';

/** The status icon's look: granted or active reads as a check, waiting as a warning, the rest as a cross. */
function iconCode(code: string | null): string {
  if (code === 'GRANTED' || code === 'ACTIVE') return 'ACTIVE';
  if (code === 'WAITING_VALIDATION') return 'WAITING_VALIDATION';
  return code === 'REVOKED' || code === 'BLOCKED' || code === 'SUSPENDED' ? 'BLOCKED' : 'OTHER';
}

type Action = { kind: 'role' | 'access'; user: MeInstanceUser };

export function InstanceUsersPage({
  applicationInstanceId,
  search,
  onSearch,
}: {
  applicationInstanceId: string;
  search: InstanceUsersSearch;
  /** Navigates to a new URL state (a search starts both tables at their first page). */
  onSearch: (next: InstanceUsersSearch) => void;
}) {
  const users = useQuery(meInstanceUsersQueryOptions(applicationInstanceId, search));
  const [text, setText] = useState(search.search ?? '');
  const { reloadLater } = useReloadLater(meInstanceKeys.users(applicationInstanceId));
  const [detail, setDetail] = useState<MeInstanceUser | null>(null);
  const [action, setAction] = useState<Action | null>(null);

  const menuOf = (user: MeInstanceUser): MenuItem[] => [
    { label: u.viewDetails, onSelect: () => setDetail(user) },
    { label: u.assignRole, onSelect: () => setAction({ kind: 'role', user }) },
    ...(user.accessStatusCode
      ? [
          {
            label: user.accessStatusCode === 'GRANTED' ? u.revokeAccess : u.grantAccess,
            onSelect: () => setAction({ kind: 'access', user }),
          },
        ]
      : []),
  ];

  const settle = (failure: string, delayMs: number) => (finished: Operation) => {
    if (finished.status === 'completed') {
      notifySuccess(finished.result?.message ?? '');
      reloadLater(delayMs);
    } else {
      notifyError(finished.error?.message ?? failure);
    }
  };

  const data = users.data;
  const runSearch = (typed: string) => {
    const trimmed = typed.trim();
    onSearch(trimmed ? { search: trimmed } : {});
  };
  const clearSearch = () => {
    setText('');
    onSearch({});
  };
  const pagingOf = (
    page: MeInstanceUserPage | undefined,
    key: 'associatedOffset' | 'notAssociatedOffset',
    label: string,
  ) =>
    page
      ? {
          offset: page.offset,
          limit: INSTANCE_USERS_PAGE_SIZE,
          count: page.items.length,
          total: page.total,
          hasMore: page.hasMore,
          label,
          onChange: (offset: number) => onSearch({ ...search, [key]: offset || undefined }),
        }
      : undefined;
  return (
    <div>
      <PageHeader
        title={u.title}
        subtitle={data?.studyName ?? undefined}
        actions={
          <Link
            to="/ME/applicationInstances/$applicationInstanceId"
            params={{ applicationInstanceId }}
            className={buttonClasses('secondary')}
          >
            {u.back}
          </Link>
        }
      />
      <ToolbarSearch
        label={u.searchLabel}
        name="search"
        value={text}
        onChange={setText}
        onSubmit={runSearch}
      />
      {search.search ? (
        <div className="mb-3">
          <FilterChip
            label={u.searchChip(search.search)}
            removeLabel={u.clearSearch(search.search)}
            onRemove={clearSearch}
            testId="users-search-chip"
          />
        </div>
      ) : null}
      {users.isError ? (
        <EmptyState title={users.error.message || t.detail.loadError} icon={<UsersIcon size={28} />} />
      ) : (
        <div className="flex flex-col gap-4">
          <UsersTable
            id="associated-users"
            title={u.associated}
            empty={search.search ? u.noMatchAssociated : u.emptyAssociated}
            users={data?.associated.items}
            fetching={users.isFetching}
            paging={pagingOf(data?.associated, 'associatedOffset', u.pagingAssociated)}
            associated
            menuOf={menuOf}
          />
          <UsersTable
            id="not-associated-users"
            title={u.notAssociated}
            empty={search.search ? u.noMatchNotAssociated : u.emptyNotAssociated}
            users={data?.notAssociated.items}
            fetching={users.isFetching}
            paging={pagingOf(data?.notAssociated, 'notAssociatedOffset', u.pagingNotAssociated)}
            associated={false}
            menuOf={menuOf}
          />
        </div>
      )}
      <UserPanel user={detail} onClose={() => setDetail(null)} />
      {data ? (
        <>
          <RoleModal
            key={action?.kind === 'role' ? `role-${action.user.userId}` : 'role-closed'}
            user={action?.kind === 'role' ? action.user : null}
            data={data}
            onSettled={settle(t.roleFailed, RELOAD_AFTER_USER_MS)}
            onClose={() => setAction(null)}
          />
          <OperationConfirmModal
            open={action?.kind === 'access'}
            title={action?.user.accessStatusCode === 'GRANTED' ? u.revokeTitle : u.grantTitle}
            text={
              action
                ? action.user.accessStatusCode === 'GRANTED'
                  ? u.revokeText(action.user.fullName || action.user.email)
                  : u.grantText(action.user.fullName || action.user.email)
                : ''
            }
            request={
              action?.kind === 'access'
                ? {
                    type: 'me.access.toggle',
                    input: {
                      applicationInstanceId: data.applicationInstanceId,
                      userId: action.user.userId,
                      currentStatusCode: action.user.accessStatusCode,
                    },
                  }
                : null
            }
            confirmLabel={action?.user.accessStatusCode === 'GRANTED' ? u.revokeAccess : u.grantAccess}
            testId="access-modal"
            onSettled={settle(t.accessFailed, RELOAD_AFTER_USER_MS)}
            onClose={() => setAction(null)}
          />
        </>
      ) : null}
    </div>
  );
}

function UsersTable({
  id,
  title,
  empty,
  users,
  fetching,
  paging,
  associated,
  menuOf,
}: {
  id: string;
  title: string;
  empty: string;
  users: MeInstanceUser[] | undefined;
  fetching: boolean;
  paging: Paging | undefined;
  associated: boolean;
  menuOf: (user: MeInstanceUser) => MenuItem[];
}) {
  const role = (user: MeInstanceUser) => (associated ? (user.roleName ?? BLANK) : user.userTypeName || BLANK);
  const columns: DataColumn<MeInstanceUser>[] = [
    column(
      'status',
      u.status,
      (user) => {
        const code = associated ? user.accessStatusCode : user.userStatusCode;
        const label = associated ? (user.accessStatusLabel ?? BLANK) : user.userStatusLabel;
        return (
          <span data-testid="user-status" data-status={code ?? ''}>
            <UserStatusIcon code={iconCode(code)} label={label} />
          </span>
        );
      },
      { className: 'w-16' },
    ),
    // E-mails and names wrap instead of being cut: a phone cannot hover a tooltip (issue 28).
    column(
      'email',
      u.email,
      (user) => (
        <>
          <p className="text-zinc-900 wrap-anywhere">{user.email}</p>
          <p className="text-xs text-zinc-500 wrap-break-word min-[900px]:hidden">{user.fullName || BLANK}</p>
          {/* Under 600 px the role (or user type) column is hidden: it shows here. */}
          <p className="text-xs text-zinc-500 min-[600px]:hidden">{role(user)}</p>
        </>
      ),
      { className: 'min-w-0 py-2' },
    ),
    column('fullName', u.fullName, (row) => row.fullName || BLANK, {
      hideBelow: 'md',
      className: 'font-medium wrap-break-word text-zinc-900',
    }),
    column(
      'role',
      associated ? u.role : u.userType,
      (row) => <span data-testid="user-role">{role(row)}</span>,
      { hideBelow: 'sm', className: 'whitespace-nowrap' },
    ),
    menuColumn((user) => u.rowActions(user.fullName || user.email), menuOf),
  ];
  return (
    <Panel
      id={id}
      title={title}
      actions={
        paging ? (
          <span className="text-sm text-zinc-500 tabular-nums" data-testid="users-total">
            {u.total(paging.total ?? 0)}
          </span>
        ) : null
      }
    >
      {users && users.length === 0 && !paging?.offset ? (
        <p className="text-sm text-zinc-500">{empty}</p>
      ) : (
        // Fixed layout: a long e-mail wraps inside its column instead of pushing the table past a
        // 390 px screen (issue 16: 452 px in a 408 px page).
        <DataTable
          label={title}
          tableClassName="table-fixed"
          rowTestId="instance-user-row"
          rowData={(user) => ({ 'data-email': user.email })}
          columns={columns}
          data={users ?? []}
          getRowId={(user) => String(user.userId)}
          loading={!users}
          fetching={fetching}
          empty={empty}
          paging={paging}
        />
      )}
    </Panel>
  );
}

function UserPanel({ user, onClose }: { user: MeInstanceUser | null; onClose: () => void }) {
  return (
    <InfoDrawer
      item={user}
      onClose={onClose}
      title={u.panelTitle}
      description={(user) => user.fullName}
      testId="instance-user-panel"
    >
      {(user) => (
        <FieldList
          fields={[
            { label: u.fullName, value: user.fullName || BLANK },
            { label: u.email, value: user.email },
            { label: u.userStatus, value: user.userStatusLabel },
            { label: u.userType, value: user.userTypeName || BLANK },
            { label: u.commercialType, value: user.commercialTypeName ?? BLANK },
            { label: u.role, value: user.roleName ?? u.noRole },
            { label: u.accessStatus, value: user.accessStatusLabel ?? BLANK },
            { label: u.accessFrom, value: displayDay(user.accessStartDate, BLANK) },
            { label: u.accessTo, value: displayDay(user.accessFinishDate, BLANK) },
          ]}
        />
      )}
    </InfoDrawer>
  );
}

/** 'Asignar un nuevo rol': the roles of the platform's list; grant or replace is the workflow's call. */
function RoleModal({
  user,
  data,
  onSettled,
  onClose,
}: {
  user: MeInstanceUser | null;
  data: MeInstanceUsers;
  onSettled: (operation: Operation) => void;
  onClose: () => void;
}) {
  const [roleCode, setRoleCode] = useState('');
  return (
    <OperationConfirmModal
      open={user !== null}
      title={u.assignRole}
      text={
        <div className="flex flex-col gap-3">
          <p>
            {user?.fullName || user?.email} · {u.currentRole}: {user?.roleName ?? u.noRole}
          </p>
          <SelectField
            label={u.newRole}
            required
            name="roleCode"
            placeholder={u.pickRole}
            options={data.roles.map((role) => ({ value: role.appRoleCode, label: role.appRoleName }))}
            value={roleCode}
            onChange={(event) => setRoleCode(event.target.value)}
          />
        </div>
      }
      request={
        user && roleCode
          ? {
              type: 'me.role.assign',
              input: { applicationInstanceId: data.applicationInstanceId, userId: user.userId, roleCode },
            }
          : null
      }
      confirmLabel={u.assign}
      testId="role-modal"
      onSettled={onSettled}
      onClose={onClose}
    />
  );
}
