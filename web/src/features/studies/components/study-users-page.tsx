// 'Usuarios asociados a un Estudio' (/suborganizations/{id}/users): the 'Detalles del Estudio'
// card, then the study's users (status icon, full name, user type, commercial type) with
// 'Ver detalles'. 'Crear Carpeta' opens /suborganizations/{id}/users?folder=create; on
// success the app goes back one step after 2 s (spec 1 §4), which closes it on the refreshed card.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { StudyUser } from '../../../shared/api/common-area-types';
import type { Operation } from '../../../shared/api/types';
import { formatDate, orBlank } from '../../../shared/lib/format';
import { useGoBackLater } from '../../../shared/lib/use-go-back-later';
import { messages } from '../../../shared/messages';
import { OperationConfirmModal } from '../../../shared/operation-confirm-modal';
import { Badge, type Tone } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { Drawer } from '../../../shared/ui/dialog';
import { FieldList } from '../../../shared/ui/field-list';
import { UsersIcon } from 'lucide-react';
import { column, DataTable, menuColumn, type DataColumn } from '../../../shared/ui/data-table';
import { pageOf } from '../../../shared/ui/pagination';
import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { Skeleton } from '../../../shared/ui/spinner';
import { UserStatusIcon } from '../../../shared/ui/status-icon';
import { TruncatedText } from '../../../shared/ui/tooltip';
import { studyKeys, studyQueryOptions } from '../api/get-study';
import { studyUsersQueryOptions } from '../api/get-study-users';
import { StudyDetailsCard } from './study-details-card';

const t = messages.studyUsers;
const PAGE_SIZE = 50;
export const BACK_AFTER_FOLDER_MS = 2000;

const tones: Record<string, Tone> = {
  ACTIVE: 'green',
  WAITING_VALIDATION: 'amber',
  BLOCKED: 'red',
  SUSPENDED: 'red',
};

function StudyUserPanel({ user, onClose }: { user: StudyUser | null; onClose: () => void }) {
  const f = t.fields;
  return (
    <Drawer
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t.panelTitle}
      description={user?.fullName}
      testId="study-user-panel"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {messages.app.close}
        </Button>
      }
    >
      {user ? (
        <FieldList
          fields={[
            { label: f.fullName, value: orBlank(user.fullName) },
            { label: f.email, value: orBlank(user.email) },
            { label: f.legacyUser, value: orBlank(user.legacyUserRefId) },
            { label: f.since, value: formatDate(user.startDate) },
            { label: f.userType, value: orBlank(user.userTypeName) },
            { label: f.commercialType, value: orBlank(user.commercialTypeName) },
            {
              label: f.status,
              value: <Badge tone={tones[user.userStatusCode] ?? 'grey'}>{user.userStatusLabel}</Badge>,
            },
          ]}
        />
      ) : null}
    </Drawer>
  );
}

const columns: DataColumn<StudyUser>[] = [
  column(
    'status',
    t.columns.status,
    (row) => <UserStatusIcon code={row.userStatusCode} label={row.userStatusLabel} />,
    { className: 'w-16' },
  ),
  column(
    'fullName',
    t.columns.fullName,
    (row) => <TruncatedText className="font-medium text-zinc-900" text={orBlank(row.fullName)} />,
    { className: 'max-w-[16rem]' },
  ),
  column('userType', t.columns.userType, (row) => orBlank(row.userTypeName), {
    hideBelow: 'sm',
    className: 'whitespace-nowrap',
  }),
  column('commercialType', t.columns.commercialType, (row) => orBlank(row.commercialTypeName), {
    hideBelow: 'md',
    className: 'whitespace-nowrap',
  }),
];

export function StudyUsersPage({
  studyId,
  creatingFolder,
  onCreateFolder,
}: {
  studyId: string;
  /** The create-folder step is open (?folder=create). */
  creatingFolder: boolean;
  onCreateFolder: (open: boolean) => void;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const study = useQuery(studyQueryOptions(studyId));
  const users = useQuery(studyUsersQueryOptions(studyId));
  const [detail, setDetail] = useState<StudyUser | null>(null);
  const [offset, setOffset] = useState(0);
  const goBackLater = useGoBackLater(BACK_AFTER_FOLDER_MS, {
    to: '/suborganizations/$id/users',
    params: { id: studyId },
  });
  const all = users.data?.items ?? [];
  const { rows, hasMore } = pageOf(all, offset, PAGE_SIZE);
  const name = study.data?.study.suborganizationName ?? users.data?.study.suborganizationName;
  const [userColumns] = useState(() => [
    ...columns,
    menuColumn<StudyUser>(
      (user) => t.rowActions(user.fullName || user.email),
      (user) => [{ label: t.viewDetails, onSelect: () => setDetail(user) }],
    ),
  ]);

  const closeFolder = () => {
    if (router.history.canGoBack()) router.history.back();
    else onCreateFolder(false);
  };
  const settleFolder = (finished: Operation) => {
    void queryClient.invalidateQueries({ queryKey: studyKeys.detail(studyId) });
    if (finished.status === 'completed') {
      notifySuccess(finished.result?.message ?? messages.operation.folderCreated);
      goBackLater();
    } else {
      notifyError(finished.error?.message ?? messages.operation.folderCreateFailed);
    }
  };

  return (
    <div>
      <PageHeader title={t.title} subtitle={name} />
      {study.isError ? (
        <EmptyState
          title={study.error.message || messages.studyDetail.loadError}
          icon={<UsersIcon size={28} />}
        />
      ) : study.data ? (
        <StudyDetailsCard detail={study.data} onCreateFolder={() => onCreateFolder(true)} />
      ) : (
        <div className="mb-6 rounded-xl border border-zinc-200 bg-white p-5" aria-hidden="true">
          <Skeleton className="h-14 w-64" />
          <Skeleton className="mt-4 h-20 w-full" />
        </div>
      )}

      <DataTable
        label={t.title}
        testId="study-users-table"
        rowTestId="study-user-row"
        columns={userColumns}
        data={rows}
        getRowId={(user) => String(user.userId)}
        loading={users.isPending}
        error={users.isError ? users.error.message : null}
        empty={t.empty}
        icon={<UsersIcon size={28} />}
        paging={{
          offset,
          limit: PAGE_SIZE,
          count: rows.length,
          total: all.length,
          hasMore,
          onChange: setOffset,
        }}
      />
      <StudyUserPanel user={detail} onClose={() => setDetail(null)} />
      <OperationConfirmModal
        open={creatingFolder && Boolean(study.data)}
        title={messages.studyDetail.createTitle}
        text={messages.studyDetail.createText(name ?? '')}
        request={
          study.data
            ? {
                type: 'study.createSystemFolder',
                input: {
                  suborganizationId: study.data.study.suborganizationId,
                  suborganizationName: study.data.study.suborganizationName,
                },
              }
            : null
        }
        confirmLabel={messages.studyDetail.createFolder}
        testId="create-folder-modal"
        closeOnSuccess={false}
        onSettled={settleFolder}
        onClose={closeFolder}
      />
    </div>
  );
}
