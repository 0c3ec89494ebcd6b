// A period of days: react-day-picker's range calendar, two months (spec 1 §9), in a Radix
// Popover; the days can also be typed. The value is calendar days ('yyyy-MM-dd'), which never
// pass through a time zone (shared/lib/dates).
import * as Popover from '@radix-ui/react-popover';
import { CalendarDaysIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import { es } from 'react-day-picker/locale/es';
import 'react-day-picker/style.css';
import { cn } from '../lib/cn';
import { parseDay, toDay, type DayRange } from '../lib/dates';
import { formatDate } from '../lib/format';
import { messages } from '../messages';
import { Button } from './button';
import { inputClasses } from './input';

const t = messages.datePicker;

export function DateRangePicker({
  label,
  value,
  onChange,
  testId,
}: {
  /** What the period is (the trigger's and the panel's name). */
  label: string;
  value: DayRange | null;
  onChange: (value: DayRange | null) => void;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange | undefined>();
  const fromId = useId();
  const toId = useId();
  const from = draft?.from ? toDay(draft.from) : '';
  const to = draft?.to ? toDay(draft.to) : '';
  const complete = from && to && from <= to ? { from, to } : null;
  const typed = (field: 'from' | 'to', text: string) =>
    setDraft((current) => ({ from: current?.from, [field]: parseDay(text) ?? undefined }) as DateRange);

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(value ? { from: parseDay(value.from)!, to: parseDay(value.to)! } : undefined);
        setOpen(next);
      }}
    >
      <Popover.Trigger
        data-testid={testId}
        className={cn(inputClasses(false), 'flex items-center gap-2 text-left whitespace-nowrap')}
      >
        <CalendarDaysIcon aria-hidden="true" size={16} className="shrink-0 text-zinc-500" />
        <span className="sr-only">{label}: </span>
        <span className={value ? 'text-zinc-900' : 'text-zinc-500'}>
          {value ? `${formatDate(value.from)} – ${formatDate(value.to)}` : label}
        </span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={label}
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className="z-[70] max-h-[var(--radix-popover-content-available-height)] w-max max-w-[calc(100vw-1rem)] overflow-auto rounded-xl border border-zinc-200 bg-white p-4 shadow-xl [--rdp-accent-background-color:var(--color-accent-50)] [--rdp-accent-color:var(--color-accent-600)]"
        >
          <div className="grid grid-cols-2 gap-3">
            {(
              [
                ['from', fromId, t.from, from],
                ['to', toId, t.to, to],
              ] as const
            ).map(([field, id, text, day]) => (
              <div key={field} className="flex flex-col gap-1.5">
                <label htmlFor={id} className="text-sm font-medium text-zinc-800">
                  {text}
                </label>
                <input
                  id={id}
                  type="date"
                  value={day}
                  onChange={(event) => typed(field, event.target.value)}
                  className={inputClasses(false)}
                />
              </div>
            ))}
          </div>
          <DayPicker
            mode="range"
            locale={es}
            numberOfMonths={2}
            pagedNavigation
            defaultMonth={draft?.from}
            selected={draft}
            onSelect={setDraft}
            className="mt-3 text-sm"
          />
          <div className="mt-3 flex flex-wrap justify-end gap-2">
            {value ? (
              <Button
                variant="ghost"
                onClick={() => {
                  onChange(null);
                  setOpen(false);
                }}
              >
                {t.clear}
              </Button>
            ) : null}
            <Button
              disabled={!complete}
              onClick={() => {
                onChange(complete);
                setOpen(false);
              }}
            >
              {t.apply}
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
