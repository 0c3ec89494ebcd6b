// What staff read (issue 43, 'Done when'): no 24:xx time, no native date or time field, no
// workflow id or engine path outside an 'Id' field, no table without its total, no English word
// and no Spanish word without its accent. Used by the walk over every screen (every-screen.spec.ts).
import type { Page } from '@playwright/test';

/** Words staff should never read: English ones, and Spanish ones missing their accent. */
const WRONG_WORDS = [
  // English (whole words, case-sensitive where a Spanish word could look the same).
  'the',
  'and',
  'failed',
  // Not 'error': it is Spanish too ('el servicio no respondió (error interno)').
  'Error:',
  'Loading',
  'loading',
  'Request',
  'request',
  'undefined',
  'null',
  'NaN',
  'true',
  'false',
  'workflow',
  'Workflow',
  'activity',
  'Submit',
  'Close',
  'Cancel',
  'Search',
  'Next',
  'Previous',
  'pending',
  'running',
  'completed',
  'scheduled',
  // Spanish without its accent.
  'sesion',
  'Sesion',
  'operacion',
  'Operacion',
  'Gestion',
  'gestion',
  'exito',
  'modulo',
  'modulos',
  'Modulo',
  'Modulos',
  'tenes',
  'Habilitacion',
  'habilitacion',
  'Informacion',
  'informacion',
  'aplicacion',
  'organizacion',
  'Organizacion',
  'suscripcion',
  'invitacion',
  'Invitacion',
  'extension',
  'Extension',
  'Administracion',
  'administracion',
  'aprobacion',
  'Aprobacion',
  'busqueda',
  'Busqueda',
  'pagina',
  'numero',
  'Numero',
  'codigo',
  'Codigo',
  'ultimo',
  'ultima',
  'valido',
  'Ocurrio',
  'encontro',
  'Descripcion',
  'descripcion',
  'Creacion',
  'creacion',
  'modificacion',
  'Modificacion',
  'eliminacion',
  'declaracion',
  'notificacion',
  'Notificacion',
  'configuracion',
  'Configuracion',
  'accion',
  'telefono',
  'Telefono',
  'electronico',
  'Ubicacion',
  'ubicacion',
  'cancelacion',
  'Cancelacion',
  'finalizacion',
  'comunicacion',
  'inicializacion',
  'tambien',
  'despues',
  'podra',
  'sera',
];

/** A workflow id ('subscriber.addUser/100001/x7k2…') or an engine/transport path. */
const ENGINE_TEXT = [
  /\b[a-z][A-Za-z]+\.[a-z][A-Za-z]+\/[^\s/]+\/[A-Za-z0-9_-]{4,}/,
  /\/[a-z]+[A-Z][A-Za-z]+(CorpEntities|Invite|Api)\b/,
  /→ \d{3}\b/,
  /Request failed/,
];

export type Found = { text: string; native: string[]; tables: number; totals: number };

/** The page as staff read it: its text without the 'Id' fields, its native fields, its tables. */
export function readPage(page: Page): Promise<Found> {
  // A string: the e2e code is typed without the DOM library. The page itself is left as it is.
  return page.evaluate<Found>(`(() => {
    let text = document.body.innerText;
    for (const dt of document.querySelectorAll('dt')) {
      const dd = dt.nextElementSibling;
      if (/^\\s*id\\s*$/i.test(dt.textContent || '') && dd && dd.innerText) text = text.split(dd.innerText).join(' ');
    }
    const native = [...document.querySelectorAll(
      'input[type=date], input[type=datetime-local], input[type=time], input[type=month], input[type=week]',
    )].map((input) => input.type + ' ' + (input.name || input.id));
    // A table with a total row (tfoot) says its total itself.
    const tables = [...document.querySelectorAll('main table')].filter(
      (table) => table.querySelectorAll('tbody tr').length > 1 && !table.querySelector('tfoot'),
    ).length;
    const totals = document.querySelectorAll('main [data-testid="table-total"]').length;
    return { text, native, tables, totals };
  })()`);
}

/**
 * A time written with hour 24 ('24:15', '24:15:30'): the 24 opens the time, so the minutes and
 * seconds of a correct one ('15:24:25', 15 h 24 min) never match.
 */
export const HOUR_24_TIME = /(?<![\d:])24:[0-5]\d(?::[0-5]\d)?(?![\d:])/g;

/** The findings in what `readPage` read, one line each. */
export function languageFindings(found: Found): string[] {
  const findings: string[] = [];
  const at = (what: string) => findings.push(what);
  for (const time of found.text.match(HOUR_24_TIME) ?? []) at(`a time ${time}`);
  for (const field of found.native) at(`a native field ${field}`);
  for (const pattern of ENGINE_TEXT) {
    const match = pattern.exec(found.text);
    if (match) at(`engine text «${match[0]}»`);
  }
  if (found.tables > found.totals) at(`${found.tables - found.totals} table(s) without their total`);
  const words = new Set(found.text.split(/[^A-Za-zÁÉÍÓÚáéíóúÑñÜü:]+/));
  for (const word of WRONG_WORDS) if (words.has(word)) at(`the word «${word}»`);
  return findings;
}
