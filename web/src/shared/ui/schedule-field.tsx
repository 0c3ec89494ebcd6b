// 'Programar para más tarde' (issue 30): a checkbox that opens the console's date-time field.
// The field is read and shown in the console's time zone (Buenos Aires), whatever the
// browser's; the api gets the UTC instant and makes the real checks (future, within 90 days).
import { useState } from 'react';
import { isoToConsoleDateTime } from '../lib/dates';
import { messages } from '../messages';
import { DateTimeField } from './date-time-field';

const m = messages.schedule;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ScheduleValue = { on: boolean; at: string };

export function ScheduleField({
  value,
  error,
  onChange,
}: {
  value: ScheduleValue;
  error: string | undefined;
  onChange: (value: ScheduleValue) => void;
}) {
  // Once per opening: the bounds of the picker need not move while it is open.
  const [now] = useState(() => Date.now());
  return (
    <div className="flex flex-col gap-2" data-testid="schedule-field">
      <label className="flex w-fit items-center gap-2 text-sm font-medium text-zinc-800">
        <input
          type="checkbox"
          className="size-4 rounded border-zinc-300 text-accent-600 focus:ring-accent-600"
          checked={value.on}
          onChange={(event) => onChange({ ...value, on: event.target.checked })}
          data-testid="schedule-toggle"
        />
        {m.toggle}
      </label>
      {value.on ? (
        <DateTimeField
          label={m.at}
          required
          value={value.at}
          min={isoToConsoleDateTime(now).slice(0, 10)}
          max={isoToConsoleDateTime(now + 90 * DAY_MS).slice(0, 10)}
          error={error}
          hint={m.hint}
          onChange={(at) => onChange({ ...value, at })}
          testId="schedule-at"
        />
      ) : null}
    </div>
  );
}
