// The console's own date and time fields, used instead of the browser's native ones: those
// follow the browser's language (mm/dd/yyyy and a 12-hour clock on an English browser), the
// console always takes dd/mm/aaaa and hh:mm (issue 28). A date is typed or picked in
// react-day-picker's calendar (Spanish) in a Radix Popover, like the period picker.
//
// The value a form holds is a string: '' (empty), a real day 'yyyy-MM-dd' (what the forms have
// always sent) or, while what is typed is no date, that text itself — so a form never sends a
// stale day and can tell "empty" from "wrong" (dateFieldError).
import * as Popover from '@radix-ui/react-popover';
import { CalendarDaysIcon } from 'lucide-react';
import { useRef, useState, type ComponentProps } from 'react';
import { DayPicker } from 'react-day-picker';
import { es } from 'react-day-picker/locale/es';
import 'react-day-picker/style.css';
import { isDay, parseDay, parseTypedDay, toDay, typedDay, type Day } from '../lib/dates';
import { messages } from '../messages';
import { Field, inputClasses } from './input';

const t = messages.datePicker;

/** The field's value for what is typed: '', a day, or the text when it is no date. */
export const valueOfText = (text: string): string =>
  text.trim() === '' ? '' : (parseTypedDay(text) ?? text);
/** The text a value shows: a day as dd/mm/aaaa, anything else as it is. */
export const textOfValue = (value: string): string => (isDay(value) ? typedDay(value) : value);

/** The Spanish error for a date field's value that is no date; undefined when empty or a day. */
export function dateFieldError(value: string): string | undefined {
  return value === '' || isDay(value) ? undefined : t.invalid;
}

/** 'HH:mm' of a typed time (9:05 and 09:05 alike), or null when it is no time of day. */
export function parseTypedTime(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? `${String(hours).padStart(2, '0')}:${match[2]}` : null;
}

/** The Spanish error for a time field's value that is no time; undefined when empty or a time. */
export function timeFieldError(value: string): string | undefined {
  return value === '' || parseTypedTime(value) === value ? undefined : t.invalidTime;
}

/**
 * Keeps what the person types while it means the same value, and follows the value when the
 * form changes it (a reset, a prefill). The text's own error shows once the field is left.
 */
function useTypedText(value: string, valueOf: (text: string) => string, textOf: (value: string) => string) {
  const [text, setText] = useState(() => textOf(value));
  const [seen, setSeen] = useState(value);
  const [left, setLeft] = useState(false);
  if (seen !== value) {
    setSeen(value);
    if (valueOf(text) !== value) setText(textOf(value));
  }
  return { text, setText, left, setLeft };
}

type FieldWiring = Parameters<ComponentProps<typeof Field>['control']>[0];

type InputProps = Omit<
  ComponentProps<'input'>,
  'id' | 'type' | 'value' | 'onChange' | 'min' | 'max' | 'placeholder' | 'children'
>;

export function DateField({
  label,
  value,
  onChange,
  error,
  hint,
  min,
  max,
  containerClassName,
  calendar = true,
  invalidMessage = t.invalid,
  ...props
}: InputProps & {
  label: string;
  /** '', a day 'yyyy-MM-dd', or the text typed while it is no date. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  /** The first and last days the calendar offers (typed days are the form's to check). */
  min?: Day | undefined;
  max?: Day | undefined;
  containerClassName?: string | undefined;
  /** False where a calendar is already beside the field (the period picker's own). */
  calendar?: boolean;
  /** The error for typed text that is no date, where a form already words it its own way. */
  invalidMessage?: string;
}) {
  const { text, setText, left, setLeft } = useTypedText(value, valueOfText, textOfValue);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const shownError = error ?? (left && dateFieldError(valueOfText(text)) ? invalidMessage : undefined);
  const selected = isDay(value) ? parseDay(value)! : undefined;
  const first = min ? (parseDay(min) ?? undefined) : undefined;
  const last = max ? (parseDay(max) ?? undefined) : undefined;
  const disabledDays = [...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])];

  const field = (wiring: FieldWiring) => (
    <input
      ref={input}
      {...wiring}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={t.placeholder}
      maxLength={10}
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        setLeft(false);
        onChange(valueOfText(event.target.value));
      }}
      onBlur={(event) => {
        setLeft(true);
        props.onBlur?.(event);
      }}
      className={inputClasses(Boolean(shownError), calendar ? 'pr-10 tabular-nums' : 'tabular-nums')}
    />
  );

  return (
    <Field
      label={label}
      error={shownError}
      hint={hint}
      required={props.required}
      containerClassName={containerClassName}
      control={(wiring) =>
        calendar ? (
          <Popover.Root open={open} onOpenChange={setOpen}>
            <Popover.Anchor asChild>
              <div className="relative">
                {field(wiring)}
                <Popover.Trigger
                  type="button"
                  disabled={props.disabled}
                  aria-label={t.openCalendar}
                  className="absolute inset-y-1 right-1 flex w-8 items-center justify-center rounded text-zinc-500 hover:bg-zinc-100 hover:text-zinc-800 focus-visible:outline-2 focus-visible:outline-accent-600 disabled:pointer-events-none disabled:opacity-50"
                >
                  <CalendarDaysIcon aria-hidden="true" size={16} />
                </Popover.Trigger>
              </div>
            </Popover.Anchor>
            <Popover.Portal>
              <Popover.Content
                aria-label={label}
                align="end"
                sideOffset={6}
                collisionPadding={8}
                onCloseAutoFocus={(event) => {
                  event.preventDefault();
                  input.current?.focus();
                }}
                className="z-[75] max-h-[var(--radix-popover-content-available-height)] w-max max-w-[calc(100vw-1rem)] overflow-auto rounded-xl border border-zinc-200 bg-white p-3 shadow-xl [--rdp-accent-background-color:var(--color-accent-50)] [--rdp-accent-color:var(--color-accent-600)]"
              >
                <DayPicker
                  mode="single"
                  locale={es}
                  autoFocus
                  captionLayout="dropdown"
                  startMonth={first ?? new Date(2000, 0)}
                  endMonth={last ?? new Date(2100, 11)}
                  defaultMonth={selected ?? first}
                  selected={selected}
                  disabled={disabledDays}
                  onSelect={(date) => {
                    if (!date) return;
                    const day = toDay(date);
                    setText(typedDay(day));
                    setLeft(false);
                    onChange(day);
                    setOpen(false);
                  }}
                  className="text-sm"
                />
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
        ) : (
          field(wiring)
        )
      }
    />
  );
}

/** A time of day typed as hh:mm, 24 hours; the value is 'HH:mm', '' or the text while it is no time. */
export function TimeField({
  label,
  value,
  onChange,
  error,
  hint,
  containerClassName,
  ...props
}: InputProps & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  containerClassName?: string | undefined;
}) {
  const valueOf = (text: string) => (text.trim() === '' ? '' : (parseTypedTime(text) ?? text));
  const { text, setText, left, setLeft } = useTypedText(value, valueOf, (v) => v);
  const shownError = error ?? (left ? timeFieldError(valueOf(text)) : undefined);
  return (
    <Field
      label={label}
      error={shownError}
      hint={hint}
      required={props.required}
      containerClassName={containerClassName}
      control={(wiring) => (
        <input
          {...wiring}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t.timePlaceholder}
          maxLength={5}
          {...props}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setLeft(false);
            onChange(valueOf(event.target.value));
          }}
          onBlur={(event) => {
            setLeft(true);
            props.onBlur?.(event);
          }}
          className={inputClasses(Boolean(shownError), 'tabular-nums')}
        />
      )}
    />
  );
}
