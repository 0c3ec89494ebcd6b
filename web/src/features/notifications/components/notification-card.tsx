// One card of 'Notificaciones globales' (spec 2 §2.10): every field with its fallback, and the
// edit and delete icons of an active notification the role may manage.
import { Link } from '@tanstack/react-router';
import { Badge } from '../../../shared/ui/badge';
import { buttonClasses } from '../../../shared/ui/button';
import type { GlobalNotification } from '../api/notifications';
import { channelLines, formatNotificationTime, textOf, titleOf } from '../format';
import { notificationTexts as t } from '../messages';

const PencilIcon = () => (
  <svg
    aria-hidden="true"
    width={16}
    height={16}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
  >
    <path
      d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
const BinIcon = () => (
  <svg
    aria-hidden="true"
    width={16}
    height={16}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
  >
    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-medium text-zinc-500">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-zinc-900">{children}</dd>
    </div>
  );
}

export function NotificationCard({
  notification: n,
  manageable,
}: {
  notification: GlobalNotification;
  manageable: boolean;
}) {
  const channels = channelLines(n.communicationChannels);
  const exclusion = n.suborganizationGroups[0];
  const title = titleOf(n.notificationTitle);
  return (
    <article
      data-testid="notification-card"
      aria-label={title}
      className="flex flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs min-[600px]:p-5"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="mb-1.5 flex flex-wrap items-center gap-2">
            <Badge
              tone={
                n.notificationTypeCode === 'SERVICE_SUSPENSION'
                  ? 'red'
                  : n.notificationTypeCode === 'MAINTENANCE'
                    ? 'amber'
                    : 'grey'
              }
            >
              {n.notificationTypeDesc}
            </Badge>
            {n.isActive ? null : <Badge tone="grey">{`${t.fields.active}: ${t.no}`}</Badge>}
          </div>
          <h2 className="text-base font-semibold break-words text-zinc-900">{title}</h2>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-zinc-600">
            {textOf(n.notificationText)}
          </p>
        </div>
        {manageable ? (
          <div className="flex shrink-0 gap-1">
            <Link
              to="/globalNotification/edit/$notificationId"
              params={{ notificationId: String(n.notificationId) }}
              aria-label={t.editLabel(title)}
              title={t.edit}
              className={buttonClasses('ghost', 'sm', 'w-9 px-0 text-zinc-600 hover:text-zinc-900')}
            >
              <PencilIcon />
            </Link>
            <Link
              to="/globalNotification/delete/$notificationId"
              params={{ notificationId: String(n.notificationId) }}
              aria-label={t.removeLabel(title)}
              title={t.remove}
              className={buttonClasses('ghost', 'sm', 'w-9 px-0 text-red-600 hover:bg-red-50')}
            >
              <BinIcon />
            </Link>
          </div>
        ) : null}
      </header>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 border-t border-zinc-100 pt-3 min-[600px]:grid-cols-3">
        <Row label={t.fields.start}>{formatNotificationTime(n.validityStartDate)}</Row>
        <Row label={t.fields.end}>{formatNotificationTime(n.validityFinishDate)}</Row>
        <Row label={t.fields.type}>{n.notificationTypeDesc}</Row>
        <Row label={t.fields.application}>{n.applicationName}</Row>
        {typeof channels === 'string' ? (
          <Row label={t.fields.channels}>{channels}</Row>
        ) : (
          channels.map((c) => (
            <Row key={c.label} label={c.label}>
              {c.value}
            </Row>
          ))
        )}
        <Row label={t.fields.active}>{n.isActive ? t.yes : t.no}</Row>
        {n.relatedNotificationTitle ? <Row label={t.fields.related}>{n.relatedNotificationTitle}</Row> : null}
        {exclusion ? <Row label={t.fields.exclusion}>{exclusion.suborganizationGroupDesc}</Row> : null}
      </dl>
    </article>
  );
}
