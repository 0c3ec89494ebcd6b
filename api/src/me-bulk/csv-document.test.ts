// The CSV enablement document check: every rule of spec 2 §2.7/§5 and the limits we chose.
import { describe, expect, it } from 'vitest';
import { checkEnablementDocument, CSV_MAX_BYTES, csvMessages, neutralizeCell } from './csv-document';

const file = (text: string | Uint8Array, name = 'modulos.csv', type = 'text/csv') => ({
  name,
  type,
  bytes: typeof text === 'string' ? new TextEncoder().encode(text) : text,
});
const modules = new Set(['Storage', 'TaskMgmnt', 'MyCalendar']);
const check = (text: string | Uint8Array, name?: string, type?: string) =>
  checkEnablementDocument(file(text, name, type), { knownModules: modules });

describe('checkEnablementDocument', () => {
  it('answers the normalized rows of a good document, with either separator, BOM and blank lines', () => {
    const result = check(
      '\uFEFFCUIT;MODULO;FECHA_INICIO;FECHA_FIN\r\n30712345671;Storage;2023-01-30;2099-12-31\r\n\r\n30712345671; TaskMgmnt ;2023-01-30;\r\n20123456786;MyCalendar;2024-02-29;\r\n',
    );
    expect(result).toEqual({
      ok: true,
      rows: [
        '30712345671;Storage;2023-01-30;2099-12-31',
        '30712345671;TaskMgmnt;2023-01-30;',
        '20123456786;MyCalendar;2024-02-29;',
      ],
      rowCount: 3,
      organizationCount: 2,
      encoding: 'utf-8',
    });
    expect(check('modulo,fecha_inicio,cuit\nStorage,2023-01-30,30712345671\n')).toMatchObject({
      ok: true,
      rows: ['30712345671;Storage;2023-01-30;'],
    });
  });

  it('refuses a bad header, naming the expected columns', () => {
    expect(check('CUIT;MODULE;FECHA_INICIO\n30712345671;Storage;2023-01-30\n')).toEqual({
      ok: false,
      problems: [
        { line: 1, column: null, message: csvMessages.badHeader, value: 'CUIT;MODULE;FECHA_INICIO' },
      ],
      problemsNotListed: 0,
    });
    expect(check('CUIT;MODULO;FECHA_INICIO;CUIT\n')).toMatchObject({
      ok: false,
      problems: [{ message: csvMessages.badHeader }],
    });
    expect(check('CUIT;MODULO;FECHA_INICIO;FECHA_FIN\n')).toMatchObject({
      ok: false,
      problems: [{ message: csvMessages.noRows }],
    });
  });

  it('reports every bad row with its line number: CUIT, dates, module, columns, repeats', () => {
    const result = check(
      [
        'CUIT;MODULO;FECHA_INICIO;FECHA_FIN',
        '30-71234567-1;Storage;2023-01-30;', // line 2: CUIT with dashes
        '30712345671;Storage;30/01/2023;', // line 3: date format
        '30712345671;TaskMgmnt;2023-02-30;', // line 4: no such day
        '30712345671;MyCalendar;2023-01-30;2022-12-31', // line 5: end before start
        '', // line 6: blank, skipped
        '30712345671;Nope;2023-01-30;', // line 7: unknown module
        '30712345671;Storage', // line 8: columns
        '20123456786;Storage;2023-01-30;', // line 9: fine
        '20123456786;Storage;2023-01-31;', // line 10: repeated module for the CUIT
      ].join('\n'),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => [p.line, p.column, p.message, p.value])).toEqual([
      [2, 'CUIT', csvMessages.cuit, '30-71234567-1'],
      [3, 'FECHA_INICIO', csvMessages.startDate, '30/01/2023'],
      [4, 'FECHA_INICIO', csvMessages.startDate, '2023-02-30'],
      [5, 'FECHA_FIN', csvMessages.finishBeforeStart, '2022-12-31'],
      [7, 'MODULO', csvMessages.module, 'Nope'],
      [8, null, csvMessages.columns(4), '30712345671;Storage'],
      [10, 'MODULO', csvMessages.repeated(9), 'Storage'],
    ]);
  });

  it('neutralises spreadsheet formulas in every value it echoes', () => {
    const result = check(
      'CUIT;MODULO;FECHA_INICIO;FECHA_FIN\n=HYPERLINK("http://x");Storage;2023-01-30;\n30712345671;@SUM(A1);2023-01-30;\n30712345671;Storage;+1;-2\n"\tcmd";Storage;2023-01-30;\n',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.value)).toEqual([
      `'=HYPERLINK("http://x")`,
      "'@SUM(A1)",
      "'+1",
      "'-2",
      "'\tcmd",
    ]);
    expect(neutralizeCell('\tx')).toBe("'\tx");
    expect(neutralizeCell('\rx')).toBe("'\rx");
    expect(neutralizeCell('30712345671')).toBe('30712345671');
  });

  it('reads a Latin-1 (Windows-1252) file, as a spreadsheet saves it, and says so', () => {
    // A Latin-1 'ó' (0xF3) inside a bad CUIT comes back readable in the problem.
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode('CUIT;MODULO;FECHA_INICIO\n30712345671;Storage;2023-01-30\n3071234567'),
      0xf3,
      ...new TextEncoder().encode(';Storage;2023-01-30\n'),
    ]);
    expect(check(latin1)).toMatchObject({
      ok: false,
      problems: [{ line: 3, column: 'CUIT', message: csvMessages.cuit, value: '3071234567ó' }],
    });
    const good = new Uint8Array([
      ...new TextEncoder().encode('CUIT;MODULO;FECHA_INICIO;FECHA_FIN\n30712345671;Storage;2023-01-30;\n'),
      0xa0, // a Latin-1 non-breaking space a spreadsheet left at the end
      0x0a,
    ]);
    expect(check(good)).toMatchObject({ ok: true, rowCount: 1, encoding: 'windows-1252' });
  });

  it('reads UTF-16 with its byte order mark and the charset a content type declares', () => {
    const text = 'CUIT;MODULO;FECHA_INICIO\n30712345671;Storage;2023-01-30\n';
    const utf16le = new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]);
    expect(check(utf16le)).toMatchObject({ ok: true, rowCount: 1, encoding: 'utf-16le' });
    const latin1 = new Uint8Array([...Buffer.from(text, 'latin1')]);
    expect(check(latin1, 'a.csv', 'text/csv; charset=ISO-8859-1')).toMatchObject({
      ok: true,
      encoding: 'windows-1252',
    });
  });

  it('names the encoding when a file is not in the one it declares, or declares an unknown one', () => {
    const notUtf8 = new Uint8Array([...new TextEncoder().encode('CUIT;MODULO;FECHA_INICIO\n'), 0xf3, 0x0a]);
    expect(check(notUtf8, 'a.csv', 'text/csv; charset=utf-8')).toMatchObject({
      ok: false,
      problems: [{ line: null, message: csvMessages.notInDeclaredEncoding('UTF-8') }],
    });
    expect(check('CUIT;MODULO;FECHA_INICIO\n', 'a.csv', 'text/csv; charset=klingon')).toMatchObject({
      ok: false,
      problems: [{ message: csvMessages.unsupportedEncoding('klingon') }],
    });
  });

  it('refuses a binary file renamed .csv', () => {
    expect(
      check(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])),
    ).toMatchObject({ ok: false, problems: [{ message: csvMessages.unreadable }] });
  });

  it('refuses a file over its size bound, an empty one and one that is not a .csv', () => {
    const big = 'CUIT;MODULO;FECHA_INICIO\n' + '30712345671;Storage;2023-01-30\n'.repeat(CSV_MAX_BYTES / 30);
    expect(check(big)).toMatchObject({ ok: false, problems: [{ message: csvMessages.tooBig }] });
    expect(check('')).toMatchObject({ ok: false, problems: [{ message: csvMessages.empty }] });
    expect(check('CUIT;MODULO;FECHA_INICIO\n', 'modulos.xlsx')).toMatchObject({
      ok: false,
      problems: [{ message: csvMessages.notCsv, value: 'modulos.xlsx' }],
    });
    expect(check('CUIT;MODULO;FECHA_INICIO\n', 'modulos.csv', 'image/png')).toMatchObject({
      ok: false,
      problems: [{ message: csvMessages.notCsv }],
    });
  });

  it('refuses a document csv-parse cannot read (an unclosed quote)', () => {
    expect(check('CUIT;MODULO;FECHA_INICIO\n"30712345671;Storage;2023-01-30\n')).toMatchObject({
      ok: false,
      problems: [{ message: csvMessages.unreadable }],
    });
  });
});
