import { describe, expect, it } from 'vitest';
import {
  accessWindow,
  checkModulePeriod,
  checkNewModuleExpiry,
  dayEnd,
  dayOf,
  dayStart,
  disabledFinishDate,
  formatDay,
  formatDayInput,
  isDay,
  isEnded,
  parseDayInput,
} from './dates';

describe('days in the console zone (UTC-3)', () => {
  it('reads the day an instant falls on in Buenos Aires', () => {
    expect(dayOf('2025-06-30T02:59:59.999Z')).toBe('2025-06-29');
    expect(dayOf('2025-06-30T03:00:00.000Z')).toBe('2025-06-30');
    expect(dayOf(new Date('2025-06-30T23:00:00Z'))).toBe('2025-06-30');
  });

  it('spans a day from its first to its last instant there', () => {
    expect(dayStart('2025-06-30')).toBe('2025-06-30T03:00:00.000Z');
    expect(dayEnd('2025-06-30')).toBe('2025-07-01T02:59:59.999Z');
    expect(dayOf(dayStart('2025-06-30'))).toBe('2025-06-30');
    expect(dayOf(dayEnd('2025-06-30'))).toBe('2025-06-30');
  });

  it('parses dd/MM/yyyy as typed and rejects what is no date', () => {
    expect(parseDayInput('05/03/2026')).toBe('2026-03-05');
    expect(parseDayInput(' 5/3/2026 ')).toBe('2026-03-05');
    expect(parseDayInput('31/02/2026')).toBeNull();
    expect(parseDayInput('2026-03-05')).toBeNull();
    expect(parseDayInput('')).toBeNull();
    expect(formatDayInput('2026-03-05')).toBe('05/03/2026');
    expect(formatDay('2026-03-05')).toBe('05/03/2026');
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('28/02/2026')).toBe(false);
  });
});

describe('disabledFinishDate', () => {
  it('ends the module at the end of yesterday, which is already past', () => {
    const now = new Date('2025-03-01T10:00:00Z');
    expect(disabledFinishDate(now)).toBe(dayEnd('2025-02-28'));
    expect(isEnded(disabledFinishDate(now), now)).toBe(true);
    // Just after midnight in Buenos Aires (still the previous day in UTC... and the other way round).
    const early = new Date('2025-03-01T03:30:00Z');
    expect(disabledFinishDate(early)).toBe(dayEnd('2025-02-28'));
    expect(isEnded(disabledFinishDate(early), early)).toBe(true);
  });
});

describe('accessWindow', () => {
  it('runs from now to the last day of the month six months ahead', () => {
    const now = new Date('2025-01-15T15:00:00Z');
    expect(accessWindow(now)).toEqual({
      startDate: '2025-01-15T15:00:00.000Z',
      finishDate: dayEnd('2025-07-31'),
    });
  });

  it('handles short months and the turn of the year', () => {
    expect(accessWindow(new Date('2025-08-31T12:00:00Z')).finishDate).toBe(dayEnd('2026-02-28'));
    expect(accessWindow(new Date('2023-08-31T12:00:00Z')).finishDate).toBe(dayEnd('2024-02-29'));
    // 1 July 01:00 UTC is still 30 June in Buenos Aires: the month counted is June.
    expect(accessWindow(new Date('2025-07-01T01:00:00Z')).finishDate).toBe(dayEnd('2025-12-31'));
  });
});

describe('isEnded', () => {
  it('is true only when the finish date is earlier than now', () => {
    const now = new Date('2025-06-30T12:00:00Z');
    expect(isEnded(null, now)).toBe(false);
    expect(isEnded('2025-06-30T11:59:59Z', now)).toBe(true);
    expect(isEnded('2025-06-30T12:00:00Z', now)).toBe(false);
    expect(isEnded('2099-12-31T00:00:00Z', now)).toBe(false);
  });
});

describe('module period rules (spec 2 §5)', () => {
  const today = '2025-06-30';
  it('requires a start', () => {
    expect(checkModulePeriod({ startDate: null, finishDate: null }, today)).toBe('startRequired');
  });
  it('accepts no end, or an end on or after both the start and today', () => {
    expect(checkModulePeriod({ startDate: '2024-01-01', finishDate: null }, today)).toBeNull();
    expect(checkModulePeriod({ startDate: '2024-01-01', finishDate: today }, today)).toBeNull();
    expect(checkModulePeriod({ startDate: '2025-07-10', finishDate: '2025-07-10' }, today)).toBeNull();
  });
  it('rejects an end before the start first, then an end in the past', () => {
    expect(checkModulePeriod({ startDate: '2025-07-10', finishDate: '2025-07-09' }, today)).toBe(
      'finishBeforeStart',
    );
    expect(checkModulePeriod({ startDate: '2024-01-01', finishDate: '2025-06-29' }, today)).toBe(
      'finishInPast',
    );
  });
  it('rejects a past expiry of a new module and accepts none', () => {
    expect(checkNewModuleExpiry('2025-06-29', today)).toBe('newModuleDateInPast');
    expect(checkNewModuleExpiry(today, today)).toBeNull();
    expect(checkNewModuleExpiry(null, today)).toBeNull();
  });
});
