// 'Detalles del Estudio' (spec 1 §2): avatar with initials and colour, name, CUIT and the
// system folder: 'No existe la carpeta de sistema' with 'Crear Carpeta', or its creator,
// creation date, name and size; then the table of the users' folders.
import type { StudyDetail } from '../../../shared/api/common-area-types';
import { formatBytes } from '../../../shared/lib/bytes';
import { formatCuit, formatDate, orBlank } from '../../../shared/lib/format';
import { messages } from '../../../shared/messages';
import { Badge, type Tone } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { CircleAlertIcon, PlusIcon } from 'lucide-react';
import { column, DataTable, type DataColumn } from '../../../shared/ui/data-table';
import { TruncatedText } from '../../../shared/ui/tooltip';
import { readableTextOn } from '../../../shared/lib/readable-text';

const t = messages.studyDetail;

const folderTones: Record<string, Tone> = {
  ACTIVE: 'green',
  PENDING: 'amber',
  BLOCKED: 'red',
  INACTIVE: 'grey',
  DELETED: 'grey',
  NONE: 'grey',
};

export function FolderStatusBadge({ code }: { code: string }) {
  return <Badge tone={folderTones[code] ?? 'grey'}>{t.folderStatuses[code] ?? messages.app.blank}</Badge>;
}

type FolderUser = StudyDetail['folderUsers'][number];

const folderColumns: DataColumn<FolderUser>[] = [
  column(
    'user',
    t.folderUserColumns.user,
    (row) => (
      <>
        <TruncatedText className="font-medium text-zinc-900" text={orBlank(row.fullName)} />
        <TruncatedText className="text-xs text-zinc-600" text={row.email} />
      </>
    ),
    { className: 'max-w-[14rem] py-2' },
  ),
  column('name', t.folderUserColumns.name, (row) => <TruncatedText text={orBlank(row.folderName)} />, {
    hideBelow: 'sm',
    className: 'max-w-[14rem]',
  }),
  column('creationDate', t.folderUserColumns.creationDate, (row) => formatDate(row.creationDate), {
    hideBelow: 'md',
  }),
  column('status', t.folderUserColumns.status, (row) => <FolderStatusBadge code={row.folderStatusCode} />),
];

export function StudyDetailsCard({
  detail,
  onCreateFolder,
}: {
  detail: StudyDetail;
  onCreateFolder: () => void;
}) {
  const { study, folder, folderUsers } = detail;
  return (
    <section
      aria-labelledby="study-details-title"
      data-testid="study-details"
      className="mb-6 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs"
    >
      <h2
        id="study-details-title"
        className="mb-4 text-xs font-semibold tracking-wider text-zinc-500 uppercase"
      >
        {t.title}
      </h2>
      <div className="flex flex-col gap-5 min-[900px]:flex-row min-[900px]:items-start">
        <div className="flex min-w-0 items-center gap-4 min-[900px]:w-80 min-[900px]:shrink-0">
          <span
            aria-hidden="true"
            style={{ backgroundColor: study.avatar.color, color: readableTextOn(study.avatar.color) }}
            className="flex size-14 shrink-0 items-center justify-center rounded-full text-lg font-semibold text-white"
          >
            {study.avatar.initials}
          </span>
          <div className="min-w-0">
            <p className="truncate text-base font-semibold text-zinc-900">{study.suborganizationName}</p>
            <p className="mt-0.5 text-sm text-zinc-500">
              {t.cuit} <span className="tabular-nums">{formatCuit(study.suborganizationCuit)}</span>
            </p>
          </div>
        </div>

        <div
          className="min-w-0 flex-1 rounded-lg border border-zinc-200 bg-zinc-50/60 p-4"
          data-testid="system-folder"
        >
          <p className="mb-2 text-sm font-semibold text-zinc-900">{t.folder}</p>
          {folder.present ? (
            <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm min-[600px]:grid-cols-2">
              <div>
                <dt className="text-zinc-500">{t.folderName}</dt>
                <dd className="truncate text-zinc-900">{orBlank(folder.name)}</dd>
              </div>
              <div>
                <dt className="text-zinc-500">{t.folderSize}</dt>
                <dd className="text-zinc-900 tabular-nums">{formatBytes(folder.size)}</dd>
              </div>
              <div>
                <dt className="text-zinc-500">{t.folderCreator}</dt>
                <dd className="truncate text-zinc-900">{orBlank(folder.creationUser)}</dd>
              </div>
              <div>
                <dt className="text-zinc-500">{t.folderDate}</dt>
                <dd className="text-zinc-900">{formatDate(folder.creationDate)}</dd>
              </div>
            </dl>
          ) : (
            <div className="flex flex-col gap-3 min-[600px]:flex-row min-[600px]:items-center min-[600px]:justify-between">
              <p className="flex items-center gap-2 text-sm text-amber-800">
                <CircleAlertIcon size={18} className="shrink-0" />
                {t.noFolder}
              </p>
              <Button icon={<PlusIcon size={16} />} onClick={onCreateFolder}>
                {t.createFolder}
              </Button>
            </div>
          )}
        </div>
      </div>

      <h3 className="mt-6 mb-2 text-sm font-semibold text-zinc-900">{t.folderUsers}</h3>
      <DataTable
        label={t.folderUsers}
        testId="folder-users-table"
        rowTestId="folder-user-row"
        columns={folderColumns}
        data={folderUsers}
        getRowId={(user) => String(user.userId)}
        empty={t.noFolderUsers}
      />
    </section>
  );
}
