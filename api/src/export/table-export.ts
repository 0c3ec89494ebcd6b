// Streams a record as CSV or JSON lines, page after page, so an export of any size holds one
// page at a time: each row is written when the response can take it (backpressure), never
// gathered. CSV for spreadsheets: Spanish headers, dates in the console's time zone, and cells
// that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return)
// prefixed with an apostrophe. JSON lines for programs: one object per line, dates in ISO.
import { once } from 'node:events';
import type { Response } from 'express';
import { CONSOLE_TIME_ZONE } from '@cgi/workflows/time-zone';
import { stringify } from 'csv-stringify';
import { z } from '../openapi/zod';

export const exportFormat = z.enum(['csv', 'jsonl']).default('csv').openapi({
  description:
    'csv (planilla; encabezados en español, hora de Buenos Aires) o jsonl (una línea JSON por fila)',
});

export type ExportFormat = z.infer<typeof exportFormat>;

export interface ExportColumn<T> {
  /** The JSON lines key. */
  key: string;
  /** The CSV header. */
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
  /** An instant: written in Buenos Aires time in CSV, as it is (ISO) in JSON lines. */
  instant?: boolean;
  /** The JSON lines value when it is not the CSV cell's (a list kept a list). */
  json?: (row: T) => unknown;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet would evaluate, made plain text. */
export function neutralizeCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const consoleTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: CONSOLE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** 2026-11-20 09:00:16 (Buenos Aires) from an ISO instant. */
export const inConsoleTime = (iso: string) => consoleTime.format(new Date(iso));

/** What an export's answer is, as the contract lists it: one per format. */
export const EXPORT_MEDIA_TYPES = ['text/csv', 'application/x-ndjson'] as const;

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  jsonl: 'application/x-ndjson; charset=utf-8',
};

async function writeOrWait(
  stream: NodeJS.WritableStream & { write(chunk: unknown): boolean },
  chunk: unknown,
) {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

/**
 * Writes the rows `pages` yields to `res`. The headers go out before the first page is read, so
 * an error after that ends the body short (the client sees a truncated download, not a 200 with
 * a complete-looking file): the last line is then an error line.
 */
export async function streamExport<T>(
  res: Response,
  options: {
    format: ExportFormat;
    filename: string;
    columns: readonly ExportColumn<T>[];
    pages: AsyncIterable<readonly T[]>;
  },
): Promise<number> {
  const { format, columns } = options;
  res.status(200);
  res.setHeader('content-type', EXPORT_CONTENT_TYPES[format]);
  res.setHeader(
    'content-disposition',
    `attachment; filename="${options.filename}.${format === 'csv' ? 'csv' : 'jsonl'}"`,
  );
  res.setHeader('cache-control', 'no-store');
  let rows = 0;
  if (format === 'jsonl') {
    for await (const page of options.pages) {
      for (const row of page) {
        const object = Object.fromEntries(
          columns.map((column) => [column.key, (column.json ?? column.value)(row) ?? null]),
        );
        await writeOrWait(res, `${JSON.stringify(object)}\n`);
        rows += 1;
      }
    }
    res.end();
    return rows;
  }
  // A BOM so spreadsheets read the accents as UTF-8.
  const csv = stringify({
    bom: true,
    header: true,
    columns: columns.map((column) => ({ key: column.key, header: column.header })),
    cast: { string: neutralizeCell, boolean: (value) => (value ? 'sí' : 'no') },
  });
  csv.pipe(res);
  const finished = once(csv, 'end');
  for await (const page of options.pages) {
    for (const row of page) {
      const record = Object.fromEntries(
        columns.map((column) => {
          const value = column.value(row);
          return [
            column.key,
            column.instant && typeof value === 'string' ? inConsoleTime(value) : (value ?? ''),
          ];
        }),
      );
      await writeOrWait(csv, record);
      rows += 1;
    }
  }
  csv.end();
  await finished;
  return rows;
}
