// The forms of 'Modulos habilitados' and 'Topes' (spec 2 §5): what the person typed, checked
// with the same day rules the api applies, turned into an operation input. Pure.
import { meInstanceDates as dates } from '@cgi/workflows/inputs';
import { calendarDay, displayDay as showDay, today } from '../../shared/lib/dates';
import { t } from './messages';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

type Parsed<T, K extends string> = { ok: true; value: T } | { ok: false; errors: FieldErrors<K> };

/** A day as the console shows it (d/M/yyyy, never a day apart: see shared/lib/dates), or the fallback. */
export const displayDay = (value: string | null | undefined, fallback: string): string =>
  showDay(value) ?? fallback;

/** The form's starting text for a stored day: dd/MM/yyyy, or empty. */
export function dayInputOf(value: string | null | undefined): string {
  const day = calendarDay(value);
  return day ? dates.formatDayInput(day) : '';
}

/** 'Editar': start required, end optional, not before the start nor before today. */
export function parseModulePeriod(
  text: { startDate: string; finishDate: string },
  today: string,
): Parsed<{ startDate: string; finishDate: string | null }, 'startDate' | 'finishDate'> {
  const errors: FieldErrors<'startDate' | 'finishDate'> = {};
  const startDate = text.startDate.trim() ? dates.parseDayInput(text.startDate) : null;
  const finishDate = text.finishDate.trim() ? dates.parseDayInput(text.finishDate) : null;
  if (!text.startDate.trim()) errors.startDate = t.startRequired;
  else if (!startDate) errors.startDate = t.invalidDate;
  if (text.finishDate.trim() && !finishDate) errors.finishDate = t.invalidDate;
  if (!errors.startDate && !errors.finishDate) {
    const rule = dates.checkModulePeriod({ startDate, finishDate }, today);
    if (rule === 'startRequired') errors.startDate = t.startRequired;
    else if (rule) errors.finishDate = t[rule];
  }
  if (errors.startDate || errors.finishDate || !startDate) return { ok: false, errors };
  return { ok: true, value: { startDate, finishDate } };
}

/** 'Habilitar' a new module: a module must be chosen; the expiry is optional and not past. */
export function parseNewModule(
  text: { appModuleCode: string; finishDate: string },
  today: string,
): Parsed<{ appModuleCode: string; finishDate: string | null }, 'appModuleCode' | 'finishDate'> {
  const errors: FieldErrors<'appModuleCode' | 'finishDate'> = {};
  if (!text.appModuleCode) errors.appModuleCode = t.moduleRequired;
  const finishDate = text.finishDate.trim() ? dates.parseDayInput(text.finishDate) : null;
  if (text.finishDate.trim() && !finishDate) errors.finishDate = t.invalidDate;
  else if (dates.checkNewModuleExpiry(finishDate, today)) errors.finishDate = t.newModuleDateInPast;
  if (errors.appModuleCode || errors.finishDate) return { ok: false, errors };
  return { ok: true, value: { appModuleCode: text.appModuleCode, finishDate } };
}

/** 'Topes': digits only, shown and sent as an integer number. */
export function parseParameterValue(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= 1_000_000 ? value : null;
}

/** Today in the console's zone. */
export const todayDay = () => today();
