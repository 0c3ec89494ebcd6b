// A two-month date-range picker (spec 1 §9: the date picker shows 2 months), on Radix Dialog
// for the focus trap and Escape. The days are a keyboard grid (arrows, Page Up/Down, Home/End)
// and the range can also be typed in the two date fields.
import * as Dialog from '@radix-ui/react-dialog';
import { addDays, addMonths, format } from 'date-fns';
import { es } from 'date-fns/locale';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  inDraft,
  monthGrid,
  parseDay,
  pickDay,
  toDay,
  visibleMonths,
  type DayRange,
  type Draft,
} from '../lib/date-range';
import { cn } from '../lib/cn';
import { formatDate } from '../lib/format';
import { messages } from '../messages';
import { Button, IconButton } from './button';
import { CloseIcon, ChevronRightIcon } from './icons';
import { inputClasses } from './input';

const t = messages.datePicker;

function Month({
  month,
  draft,
  focusDay,
  onPick,
  onKeyDown,
}: {
  month: Date;
  draft: Draft;
  focusDay: string;
  onPick: (day: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, day: string) => void;
}) {
  const title = format(month, 'MMMM yyyy', { locale: es });
  const titleId = useId();
  return (
    <div className="min-w-0">
      <p id={titleId} className="mb-2 text-center text-sm font-semibold text-zinc-900 capitalize">
        {title}
      </p>
      <table role="grid" aria-labelledby={titleId} className="w-full border-collapse text-center text-sm">
        <thead>
          <tr>
            {t.weekdays.map((day) => (
              <th key={day} scope="col" className="h-8 text-xs font-medium text-zinc-400">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week[0]!.day}>
              {week.map(({ date, day, inMonth }) => {
                if (!inMonth) return <td key={day} aria-hidden="true" className="h-9" />;
                const selected = inDraft(draft, day);
                const edge = day === draft.from || day === draft.to;
                return (
                  <td key={day} className="h-9 p-0" role="gridcell" aria-selected={selected}>
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focusDay ? 0 : -1}
                      aria-label={format(date, "d 'de' MMMM 'de' yyyy", { locale: es })}
                      aria-pressed={edge}
                      onClick={() => onPick(day)}
                      onKeyDown={(event) => onKeyDown(event, day)}
                      className={cn(
                        'size-9 rounded-md tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600',
                        edge
                          ? 'bg-accent-600 font-semibold text-white hover:bg-accent-700'
                          : selected
                            ? 'bg-accent-50 text-accent-900 hover:bg-accent-100'
                            : 'text-zinc-800 hover:bg-zinc-100',
                      )}
                    >
                      {date.getDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function DateRangePicker({
  label,
  value,
  onChange,
  testId,
}: {
  /** What the period is (the trigger's and the dialog's name). */
  label: string;
  value: DayRange | null;
  onChange: (value: DayRange | null) => void;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>({ from: value?.from ?? null, to: value?.to ?? null });
  const [anchor, setAnchor] = useState(() => addMonths(parseDay(value?.from) ?? new Date(), value ? 0 : -1));
  const [focusDay, setFocusDay] = useState(() => value?.from ?? toDay(new Date()));
  const gridRef = useRef<HTMLDivElement>(null);
  const fromId = useId();
  const toId = useId();
  const [first, second] = visibleMonths(anchor);

  const reset = () => {
    setDraft({ from: value?.from ?? null, to: value?.to ?? null });
    setAnchor(addMonths(parseDay(value?.from) ?? new Date(), value ? 0 : -1));
    setFocusDay(value?.from ?? toDay(new Date()));
  };

  // Moving with the keyboard keeps the focused day in view and focused.
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay, anchor]);

  const moveTo = (day: Date) => {
    const next = toDay(day);
    const [visibleFirst, visibleSecond] = visibleMonths(anchor);
    if (day < visibleFirst) setAnchor(day);
    else if (day >= addMonths(visibleSecond, 1)) setAnchor(addMonths(day, -1));
    moved.current = true;
    setFocusDay(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const date = parseDay(day)!;
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      PageUp: () => addMonths(date, -1),
      PageDown: () => addMonths(date, 1),
      Home: () => addDays(date, -((date.getDay() + 6) % 7)),
      End: () => addDays(date, 6 - ((date.getDay() + 6) % 7)),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move());
  };

  const pick = (day: string) => {
    setDraft((current) => pickDay(current, day));
    setFocusDay(day);
  };

  const typed = (field: 'from' | 'to', text: string) => {
    const day = parseDay(text) ? text : null;
    setDraft((current) => ({ ...current, [field]: day }));
    if (day) {
      setAnchor(addMonths(parseDay(day)!, field === 'to' ? -1 : 0));
      setFocusDay(day);
    }
  };

  const complete =
    draft.from && draft.to && draft.from <= draft.to ? { from: draft.from, to: draft.to } : null;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) reset();
        setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <button
          type="button"
          data-testid={testId}
          className={cn(
            inputClasses(false),
            'flex items-center gap-2 text-left whitespace-nowrap',
            value ? 'text-zinc-900' : 'text-zinc-500',
          )}
        >
          <span className="sr-only">{label}: </span>
          {value ? `${formatDate(value.from)} – ${formatDate(value.to)}` : label}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-zinc-950/30" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-[70] max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-[40rem] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-2xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="text-base font-semibold text-zinc-900">{label}</Dialog.Title>
              <p className="mt-0.5 text-sm text-zinc-500">{t.hint}</p>
            </div>
            <Dialog.Close asChild>
              <IconButton label={messages.app.close} className="-mt-1 -mr-2">
                <CloseIcon />
              </IconButton>
            </Dialog.Close>
          </div>

          <div className="mt-4 grid grid-cols-2 gap-3">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={fromId} className="text-sm font-medium text-zinc-800">
                {t.from}
              </label>
              <input
                id={fromId}
                type="date"
                value={draft.from ?? ''}
                onChange={(event) => typed('from', event.target.value)}
                className={inputClasses(false)}
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={toId} className="text-sm font-medium text-zinc-800">
                {t.to}
              </label>
              <input
                id={toId}
                type="date"
                value={draft.to ?? ''}
                min={draft.from ?? undefined}
                onChange={(event) => typed('to', event.target.value)}
                className={inputClasses(false)}
              />
            </div>
          </div>

          <div className="mt-4 flex items-center justify-between">
            <IconButton
              label={t.previousMonth}
              onClick={() => setAnchor((current) => addMonths(current, -1))}
            >
              <ChevronRightIcon size={18} className="rotate-180" />
            </IconButton>
            <IconButton label={t.nextMonth} onClick={() => setAnchor((current) => addMonths(current, 1))}>
              <ChevronRightIcon size={18} />
            </IconButton>
          </div>
          <div ref={gridRef} className="mt-1 grid gap-6 min-[600px]:grid-cols-2">
            {[first, second].map((month) => (
              <Month
                key={toDay(month)}
                month={month}
                draft={draft}
                focusDay={
                  parseDay(focusDay) && toDay(month).slice(0, 7) === focusDay.slice(0, 7)
                    ? focusDay
                    : toDay(month)
                }
                onPick={pick}
                onKeyDown={onKeyDown}
              />
            ))}
          </div>

          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button
              variant="ghost"
              onClick={() => {
                onChange(null);
                setOpen(false);
              }}
            >
              {t.clear}
            </Button>
            <Dialog.Close asChild>
              <Button variant="secondary">{messages.app.cancel}</Button>
            </Dialog.Close>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
