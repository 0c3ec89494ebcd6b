import { describe, expect, it } from 'vitest';
import { inDraft, monthGrid, parseDay, pickDay, visibleMonths } from './date-range';

describe('monthGrid', () => {
  it('lays a month out in weeks starting on Monday', () => {
    const weeks = monthGrid(new Date(2025, 1, 10)); // February 2025 starts on a Saturday
    expect(weeks[0]?.[0]?.day).toBe('2025-01-27');
    expect(weeks[0]?.[5]).toMatchObject({ day: '2025-02-01', inMonth: true });
    expect(weeks.at(-1)?.at(-1)?.day).toBe('2025-03-02');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });
});

describe('pickDay', () => {
  it('starts a range, closes it in either order, and starts anew after', () => {
    const started = pickDay({ from: null, to: null }, '2025-03-10');
    expect(started).toEqual({ from: '2025-03-10', to: null });
    expect(pickDay(started, '2025-03-20')).toEqual({ from: '2025-03-10', to: '2025-03-20' });
    expect(pickDay(started, '2025-03-01')).toEqual({ from: '2025-03-01', to: '2025-03-10' });
    expect(pickDay({ from: '2025-03-01', to: '2025-03-10' }, '2025-04-02')).toEqual({
      from: '2025-04-02',
      to: null,
    });
  });

  it('tells the days inside the range', () => {
    const draft = { from: '2025-03-01', to: '2025-03-10' };
    expect(inDraft(draft, '2025-03-05')).toBe(true);
    expect(inDraft(draft, '2025-03-11')).toBe(false);
    expect(inDraft({ from: '2025-03-01', to: null }, '2025-03-01')).toBe(true);
  });
});

describe('parseDay and visibleMonths', () => {
  it('reads yyyy-MM-dd only, and shows two months', () => {
    expect(parseDay('2025-02-30')).toBeNull();
    expect(parseDay('1/2/2025')).toBeNull();
    expect(parseDay('2025-02-28')?.getDate()).toBe(28);
    const [first, second] = visibleMonths(new Date(2025, 11, 15));
    expect([first.getMonth(), second.getMonth(), second.getFullYear()]).toEqual([11, 0, 2026]);
  });
});
