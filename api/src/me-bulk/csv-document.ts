// Checks a CSV enablement document (spec 2 §2.7, §5) before anything is changed: type, size,
// encoding (UTF-8, or what a spreadsheet saves: Windows-1252/Latin-1, UTF-16 with a BOM), header, and every row (CUIT of 11 digits, known module, dates AAAA-MM-DD, end not
// before start, no repeated module for a CUIT). Answers the normalized rows, or every bad row
// with its line number. Values echoed back are neutralised against spreadsheet formulas.
import {
  CSV_MAX_BYTES,
  CSV_MAX_ROWS,
  formatEnablementRow,
  isIsoDate,
  MODULE_CODE_PATTERN,
  type EnablementRow,
} from '@cgi/workflows';
import { CsvError, parse } from 'csv-parse/sync';

export { CSV_MAX_BYTES };
/** Problems listed at most; the rest are counted. */
export const CSV_MAX_PROBLEMS_LISTED = 200;

const COLUMNS = ['CUIT', 'MODULO', 'FECHA_INICIO', 'FECHA_FIN'] as const;
const REQUIRED: readonly string[] = ['CUIT', 'MODULO', 'FECHA_INICIO'];
const CSV_TYPES = new Set([
  '',
  'text/csv',
  'application/csv',
  'text/plain',
  'application/vnd.ms-excel',
  'application/octet-stream',
]);

export const csvMessages = {
  notCsv: 'El documento debe ser un archivo .CSV',
  empty: 'El documento está vacío',
  tooBig: `El documento supera el tamaño máximo de ${CSV_MAX_BYTES / 1024 / 1024} MB`,
  notInDeclaredEncoding: (encoding: string) =>
    `El documento no está codificado en ${encoding} como declara: guárdelo como CSV UTF-8`,
  unsupportedEncoding: (charset: string) =>
    `La codificación ${charset} no es admitida: guarde el documento como CSV UTF-8`,
  badHeader: `El encabezado debe ser ${COLUMNS.join(';')} (FECHA_FIN es opcional)`,
  unreadable: 'El documento no es un CSV válido',
  noRows: 'El documento no tiene filas con datos',
  tooManyRows: `El documento supera el máximo de ${CSV_MAX_ROWS.toLocaleString('es-AR')} filas`,
  columns: (count: number) => `La fila debe tener ${count} columnas`,
  cuit: 'El CUIT debe contener 11 numeros, sin guiones',
  module: 'Módulo inexistente',
  startDate: 'La fecha de inicio debe tener el formato AAAA-MM-DD Ej: 2023-01-30',
  finishDate: 'La fecha de fin debe tener el formato AAAA-MM-DD Ej: 2023-01-30',
  finishBeforeStart: 'La fecha de fin es anterior a la de inicio',
  repeated: (line: number) => `El módulo ya figura para este CUIT en la línea ${line}`,
} as const;

export interface CsvProblem {
  /** 1-based line of the document (1 is the header); null for the whole file. */
  line: number | null;
  column: string | null;
  message: string;
  /** The offending value, neutralised. */
  value: string;
}

/** The encodings a document is read in (WHATWG labels). */
export type CsvEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

export type CsvDocumentCheck =
  | { ok: true; rows: string[]; rowCount: number; organizationCount: number; encoding: CsvEncoding }
  | { ok: false; problems: CsvProblem[]; problemsNotListed: number };

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a leading tab or carriage return)
 * gets a leading apostrophe, so opening an echoed value in a spreadsheet shows it as text.
 */
export function neutralizeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const fileProblem = (message: string, value = ''): CsvDocumentCheck => ({
  ok: false,
  problems: [{ line: null, column: null, message, value: neutralizeCell(value) }],
  problemsNotListed: 0,
});

export interface CsvFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

const ENCODING_NAMES: Record<CsvEncoding, string> = {
  'utf-8': 'UTF-8',
  'windows-1252': 'Windows-1252 (Latin-1)',
  'utf-16le': 'UTF-16',
  'utf-16be': 'UTF-16',
};

function decoderFor(label: string): CsvEncoding | undefined {
  let encoding: string;
  try {
    encoding = new TextDecoder(label).encoding;
  } catch {
    return undefined;
  }
  // WHATWG reads every Latin-1 label (iso-8859-1, latin1, us-ascii) as windows-1252.
  return (['utf-8', 'windows-1252', 'utf-16le', 'utf-16be'] as const).find((known) => known === encoding);
}

/**
 * The document's text: by its byte order mark, else by the charset its content type declares,
 * else UTF-8 when it is valid UTF-8 and Windows-1252 (a spreadsheet's "CSV" on Windows in
 * Spanish) when it is not. The header and the values are ASCII either way; the encoding read is
 * part of the answer.
 */
export function decodeCsv(
  bytes: Uint8Array,
  contentType: string,
): { ok: true; text: string; encoding: CsvEncoding } | { ok: false; message: string } {
  const decode = (encoding: CsvEncoding, from = 0) =>
    new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes.subarray(from));
  const bom: [number[], CsvEncoding][] = [
    [[0xef, 0xbb, 0xbf], 'utf-8'],
    [[0xff, 0xfe], 'utf-16le'],
    [[0xfe, 0xff], 'utf-16be'],
  ];
  const marked = bom.find(([mark]) => mark.every((byte, i) => bytes[i] === byte));
  const charset = /;\s*charset="?([^";\s]+)"?/i.exec(contentType)?.[1];
  const encoding = marked?.[1] ?? (charset === undefined ? undefined : decoderFor(charset));
  if (charset !== undefined && encoding === undefined) {
    return { ok: false, message: csvMessages.unsupportedEncoding(charset) };
  }
  if (encoding !== undefined) {
    try {
      return { ok: true, text: decode(encoding, marked?.[0].length ?? 0), encoding };
    } catch {
      return { ok: false, message: csvMessages.notInDeclaredEncoding(ENCODING_NAMES[encoding]) };
    }
  }
  try {
    return { ok: true, text: decode('utf-8'), encoding: 'utf-8' };
  } catch {
    return { ok: true, text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

export function checkEnablementDocument(
  file: CsvFile,
  options: { knownModules?: ReadonlySet<string> } = {},
): CsvDocumentCheck {
  const type = file.type.split(';')[0]!.trim().toLowerCase();
  if (!/\.csv$/i.test(file.name) || !CSV_TYPES.has(type)) return fileProblem(csvMessages.notCsv, file.name);
  if (file.bytes.length === 0) return fileProblem(csvMessages.empty);
  if (file.bytes.length > CSV_MAX_BYTES) return fileProblem(csvMessages.tooBig);
  const decoded = decodeCsv(file.bytes, file.type);
  if (!decoded.ok) return fileProblem(decoded.message);
  const { text, encoding } = decoded;
  // A binary file renamed .csv: no text has NUL characters.
  if (text.includes('\u0000')) return fileProblem(csvMessages.unreadable);
  const headerLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = headerLine.includes(';') ? ';' : ',';

  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = error instanceof CsvError ? ((error as CsvError & { lines?: number }).lines ?? null) : null;
    return {
      ok: false,
      problems: [{ line, column: null, message: csvMessages.unreadable, value: '' }],
      problemsNotListed: 0,
    };
  }

  const header = records.shift();
  const names = (header?.record ?? []).map((name) => name.trim().toUpperCase());
  const known = new Set<string>(COLUMNS);
  const badHeader =
    !header ||
    REQUIRED.some((name) => !names.includes(name)) ||
    names.some((name) => !known.has(name)) ||
    new Set(names).size !== names.length;
  if (badHeader) {
    return {
      ok: false,
      problems: [
        {
          line: header?.info.lines ?? 1,
          column: null,
          message: csvMessages.badHeader,
          value: neutralizeCell((header?.record ?? []).join(delimiter)),
        },
      ],
      problemsNotListed: 0,
    };
  }
  if (records.length === 0) return fileProblem(csvMessages.noRows);
  if (records.length > CSV_MAX_ROWS) return fileProblem(csvMessages.tooManyRows, String(records.length));

  const at = (name: string) => names.indexOf(name);
  const problems: CsvProblem[] = [];
  let problemCount = 0;
  const report = (line: number, column: string | null, message: string, value: string) => {
    problemCount++;
    if (problems.length < CSV_MAX_PROBLEMS_LISTED) {
      problems.push({ line, column, message, value: neutralizeCell(value) });
    }
  };

  const rows: EnablementRow[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { record, info } of records) {
    const line = info.lines;
    if (record.length !== names.length) {
      report(line, null, csvMessages.columns(names.length), record.join(delimiter));
      continue;
    }
    const cell = (name: string) => (at(name) >= 0 ? (record[at(name)] ?? '') : '');
    const row: EnablementRow = {
      cuit: cell('CUIT'),
      module: cell('MODULO'),
      startDate: cell('FECHA_INICIO'),
      finishDate: cell('FECHA_FIN') || null,
    };
    let good = true;
    const bad = (column: string, message: string, value: string) => {
      good = false;
      report(line, column, message, value);
    };
    if (!/^\d{11}$/.test(row.cuit)) bad('CUIT', csvMessages.cuit, row.cuit);
    if (
      !MODULE_CODE_PATTERN.test(row.module) ||
      (options.knownModules && !options.knownModules.has(row.module))
    ) {
      bad('MODULO', csvMessages.module, row.module);
    }
    if (!isIsoDate(row.startDate)) bad('FECHA_INICIO', csvMessages.startDate, row.startDate);
    if (row.finishDate !== null && !isIsoDate(row.finishDate))
      bad('FECHA_FIN', csvMessages.finishDate, row.finishDate);
    else if (row.finishDate !== null && isIsoDate(row.startDate) && row.finishDate < row.startDate) {
      bad('FECHA_FIN', csvMessages.finishBeforeStart, row.finishDate);
    }
    if (!good) continue;
    const key = `${row.cuit};${row.module}`;
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) {
      report(line, 'MODULO', csvMessages.repeated(earlier), row.module);
      continue;
    }
    firstLineOf.set(key, line);
    rows.push(row);
  }

  if (problemCount > 0) return { ok: false, problems, problemsNotListed: problemCount - problems.length };
  return {
    ok: true,
    rows: rows.map(formatEnablementRow),
    rowCount: rows.length,
    organizationCount: new Set(rows.map((row) => row.cuit)).size,
    encoding,
  };
}
