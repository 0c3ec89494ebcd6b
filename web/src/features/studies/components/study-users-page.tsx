// 'Usuarios asociados a un Estudio' (/suborganizations/{id}/users): the 'Detalles del Estudio'
// card, then the study's users (status icon, full name, user type, commercial type) with
// 'Ver detalles'. 'Crear Carpeta' opens /suborganizations/{id}/users?folder=create; on
// success the app goes back one step after 2 s (spec 1 §4), which closes it on the refreshed card.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { StudyUser } from '../../../shared/api/common-area-types';
import type { Operation } from '../../../shared/api/types';
import { formatDate, orBlank } from '../../../shared/lib/format';
import { useGoBackLater } from '../../../shared/lib/use-go-back-later';
import { messages } from '../../../shared/messages';
import { OperationConfirmModal } from '../../../shared/operation-confirm-modal';
import { Badge, type Tone } from '../../../shared/ui/badge';
import { UsersIcon } from 'lucide-react';
import { column, type DataColumn } from '../../../shared/ui/data-table';
import { ListPage } from '../../../shared/ui/list-page';
import { EmptyState } from '../../../shared/ui/page';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { Skeleton } from '../../../shared/ui/spinner';
import { userStatusColumn } from '../../../shared/ui/status-icon';
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

const columns: DataColumn<StudyUser>[] = [
  userStatusColumn(t.columns.status),
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
  const goBackLater = useGoBackLater(BACK_AFTER_FOLDER_MS, {
    to: '/suborganizations/$id/users',
    params: { id: studyId },
  });
  const name = study.data?.study.suborganizationName ?? users.data?.study.suborganizationName;

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

  const f = t.fields;
  return (
    <ListPage
      title={t.title}
      subtitle={name}
      filters={
        <>
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
        </>
      }
      testId="study-users-table"
      rowTestId="study-user-row"
      columns={columns}
      query={users}
      rows={users.data?.items ?? []}
      pageSize={PAGE_SIZE}
      getRowId={(user) => String(user.userId)}
      empty={t.empty}
      icon={<UsersIcon size={28} />}
      rowMenu={{ label: (user) => t.rowActions(user.fullName || user.email), items: () => [] }}
      detail={{
        title: t.panelTitle,
        description: (user) => user.fullName,
        testId: 'study-user-panel',
        fields: (user) => [
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
        ],
      }}
    >
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
    </ListPage>
  );
}
