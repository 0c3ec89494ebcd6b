// A period of days: react-day-picker's range calendar, two months (spec 1 §9), in a Radix
// Popover; the days can also be typed (dd/mm/aaaa, the console's date fields without their own
// calendar). The value is calendar days ('yyyy-MM-dd'), which never pass through a time zone
// (shared/lib/dates).
import * as Popover from '@radix-ui/react-popover';
import { CalendarDaysIcon } from 'lucide-react';
import { useState } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import { es } from 'react-day-picker/locale/es';
import 'react-day-picker/style.css';
import { cn } from '../lib/cn';
import { isDay, parseDay, toDay, type DayRange } from '../lib/dates';
import { formatDate } from '../lib/format';
import { messages } from '../messages';
import { Button } from './button';
import { DateField } from './date-field';
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
  // The two fields' values: '', a day, or what is typed while it is no date (see DateField).
  const [draft, setDraft] = useState<{ from: string; to: string }>({ from: '', to: '' });
  const { from, to } = draft;
  const complete = isDay(from) && isDay(to) && from <= to ? { from, to } : null;
  const selected: DateRange | undefined =
    isDay(from) || isDay(to)
      ? { from: parseDay(from) ?? undefined, to: parseDay(to) ?? undefined }
      : undefined;

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(value ? { from: value.from, to: value.to } : { from: '', to: '' });
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
            <DateField
              label={t.from}
              calendar={false}
              value={from}
              onChange={(day) => setDraft((current) => ({ ...current, from: day }))}
            />
            <DateField
              label={t.to}
              calendar={false}
              value={to}
              onChange={(day) => setDraft((current) => ({ ...current, to: day }))}
            />
          </div>
          <DayPicker
            mode="range"
            locale={es}
            numberOfMonths={2}
            pagedNavigation
            defaultMonth={selected?.from ?? selected?.to}
            selected={selected}
            onSelect={(range) =>
              setDraft({ from: range?.from ? toDay(range.from) : '', to: range?.to ? toDay(range.to) : '' })
            }
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
