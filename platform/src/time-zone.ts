// The console's time zone as plain values, at the lowest layer so every package can name it
// without a library: the platform's seed, Temporal's workflow sandbox (which loads every module
// for every workflow) and Temporal visibility queries (whose literals carry an offset). Everything
// that can read a zone database uses the zone's name and the functions of @cgi/workflows/time-zone,
// which re-exports these; nothing else spells the zone or its offset (scripts/time-zone.test.ts).

export const CONSOLE_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/** Buenos Aires has kept UTC-3 all year since 2009 (a unit test checks it against tzdata). */
export const CONSOLE_UTC_OFFSET = '-03:00';
export const CONSOLE_UTC_OFFSET_MS = -3 * 60 * 60 * 1000;

/** A wall time of the console's zone written with its offset: '2026-12-01T22:00' → '2026-12-01T22:00-03:00'. */
export const withConsoleOffset = (wallTime: string): string => `${wallTime}${CONSOLE_UTC_OFFSET}`;
