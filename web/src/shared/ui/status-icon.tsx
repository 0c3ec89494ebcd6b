// A user status as an icon (active, waiting, other); its label is the tooltip and the
// accessible name. For columns the spec describes as a "status icon with tooltip".
import { cn } from '../lib/cn';
import { column, type DataColumn } from './data-table';
import { messages } from '../messages';
import { CheckIcon, CircleAlertIcon, XIcon } from 'lucide-react';

export function UserStatusIcon({ code, label }: { code: string; label: string }) {
  const text = label || messages.app.blank;
  const tone =
    code === 'ACTIVE'
      ? 'bg-emerald-50 text-emerald-700 ring-emerald-200'
      : code === 'WAITING_VALIDATION'
        ? 'bg-amber-50 text-amber-700 ring-amber-200'
        : code === 'BLOCKED' || code === 'SUSPENDED'
          ? 'bg-red-50 text-red-700 ring-red-200'
          : 'bg-zinc-100 text-zinc-500 ring-zinc-200';
  const Icon = code === 'ACTIVE' ? CheckIcon : code === 'WAITING_VALIDATION' ? CircleAlertIcon : XIcon;
  return (
    <span className="inline-flex" title={text}>
      <span
        aria-hidden="true"
        className={cn('flex size-6 items-center justify-center rounded-full ring-1 ring-inset', tone)}
      >
        <Icon size={14} strokeWidth={2.4} />
      </span>
      <span className="sr-only">{text}</span>
    </span>
  );
}

/** The status column of a list of users: the icon, in a narrow column. */
export const userStatusColumn = <T extends { userStatusCode: string; userStatusLabel: string }>(
  header: string,
): DataColumn<T> =>
  column(
    'status',
    header,
    (row) => <UserStatusIcon code={row.userStatusCode} label={row.userStatusLabel} />,
    {
      className: 'w-16',
    },
  );
