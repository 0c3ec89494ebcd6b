// The console's one date-time field (issue 43): a day typed dd/mm/aaaa or picked in the
// calendar, and a time typed hh:mm, 24 h, both in Buenos Aires — the filters' own DateField and
// TimeField side by side, instead of the browser's datetime-local ('11/29/2026, 12:14 AM' in an
// es-AR browser). The value is 'yyyy-MM-ddTHH:mm' (what consoleDateTimeToIso reads), '' when
// both parts are empty, or the parts as typed while one is not valid (the form says so).
import { useId, useState } from 'react';
import { messages } from '../messages';
import { DateField, TimeField } from './date-field';

const t = messages.dateTime;

/** The parts of a value: its day (or the day's text) and its time (or the time's text). */
function partsOf(value: string): { day: string; time: string } {
  const at = value.indexOf('T');
  return at < 0 ? { day: value, time: '' } : { day: value.slice(0, at), time: value.slice(at + 1) };
}

const valueOf = (day: string, time: string) => (day === '' && time === '' ? '' : `${day}T${time}`);

export function DateTimeField({
  label,
  value,
  onChange,
  error,
  hint,
  min,
  max,
  required,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  /** The first and last days the calendar offers ('yyyy-MM-dd'). */
  min?: string | undefined;
  max?: string | undefined;
  required?: boolean;
  testId?: string;
}) {
  const legend = useId();
  const note = useId();
  // The parts are the field's own while typed; the value follows them.
  const [parts, setParts] = useState(() => partsOf(value));
  const change = (next: { day: string; time: string }) => {
    setParts(next);
    onChange(valueOf(next.day, next.time));
  };
  return (
    <fieldset
      className="flex flex-col gap-1.5"
      aria-labelledby={legend}
      aria-describedby={error || hint ? note : undefined}
      data-testid={testId}
    >
      <legend id={legend} className="mb-1.5 text-sm font-medium text-zinc-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
      </legend>
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-2">
        <DateField
          label={t.day}
          value={parts.day}
          min={min}
          max={max}
          required={required}
          onChange={(day) => change({ ...parts, day })}
          data-testid={testId ? `${testId}-day` : undefined}
        />
        <TimeField
          label={t.time}
          value={parts.time}
          required={required}
          onChange={(time) => change({ ...parts, time })}
          data-testid={testId ? `${testId}-time` : undefined}
        />
      </div>
      {error ? (
        <p id={note} className="text-xs font-medium text-red-700" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={note} className="text-xs text-zinc-600">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
