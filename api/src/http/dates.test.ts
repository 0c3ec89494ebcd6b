// Request dates that reach a Temporal visibility query: only days that exist, in years whose
// next day still prints with four digits.
import { withConsoleOffset } from '@cgi/workflows/time-zone';
import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './dates';

describe('isCalendarDate', () => {
  it.each([
    '2024-02-29',
    '2023-12-31',
    '1970-01-01',
    '9998-12-31',
    '2024-01-01T10:00Z',
    withConsoleOffset('2024-01-01T23:59:59.5'),
  ])('accepts %s', (value) => expect(isCalendarDate(value)).toBe(true));

  it.each([
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '0000-00-00',
    '9999-12-31',
    '1969-12-31',
    '2024-01-01T24:00Z',
    '2024-01-01T23:59:60Z',
    '2024-01-01T10:00+99:99',
  ])('refuses %s', (value) => expect(isCalendarDate(value)).toBe(false));
});
