// The CSV module enablement (enableMEFullVersionEAuthz): one row per organization and
// module. Each organization's rows are applied in one transaction, all or none, so a
// failing row leaves that organization as it was and the others go ahead.
import type { CsvEnablementResult } from '../../client/authorization';
import type { Db } from '../../db/types';
import { fail } from '../../http/errors';
import { errors } from '../messages';
import { findOrganizationIdsByCuit } from '../organizations/store';
import * as store from './store';

const columns = { cuit: 'CUIT', module: 'MODULO', start: 'FECHA_INICIO', finish: 'FECHA_FIN' } as const;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

interface Row {
  cuit: string;
  module: string;
  start: string;
  finish: string;
}

function refuse(detail: string): never {
  throw fail(400, errors.eAuthzValidation, `${errors.eAuthzValidation.message}: ${detail}`);
}

export function parseEnablementCsv(text: string): Row[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  const header = lines.shift();
  if (!header) refuse('file is empty');
  const separator = header.includes(';') ? ';' : ',';
  const names = header.split(separator).map((name) => name.trim().toUpperCase());
  const at = (name: string) => names.indexOf(name);
  if (at(columns.cuit) < 0 || at(columns.module) < 0 || at(columns.start) < 0) {
    refuse(`expected columns ${Object.values(columns).join(separator)}`);
  }
  if (lines.length === 0) refuse('file has no rows');
  return lines.map((line) => {
    const cells = line.split(separator).map((cell) => cell.trim());
    return {
      cuit: cells[at(columns.cuit)] ?? '',
      module: cells[at(columns.module)] ?? '',
      start: cells[at(columns.start)] ?? '',
      finish: at(columns.finish) >= 0 ? (cells[at(columns.finish)] ?? '') : '',
    };
  });
}

function validDate(text: string): boolean {
  return datePattern.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
}

class RowFailure extends Error {
  constructor(
    readonly failure: string,
    readonly value: string,
  ) {
    super(failure);
  }
}

interface ModuleChange {
  instanceId: number;
  moduleId: number;
  start: string;
  finish: string | null;
}

/** The changes an organization's rows make, or the first row that keeps all of them out. */
function changesOf(
  cuit: string,
  orgRows: Row[],
  lookups: { organizationId?: number; instanceId?: number; moduleIds: ReadonlyMap<string, number> },
): ModuleChange[] {
  if (!/^\d{11}$/.test(cuit)) throw new RowFailure('CUIT inválido', cuit);
  if (lookups.organizationId === undefined)
    throw new RowFailure('No existe una organización con el CUIT', cuit);
  const instanceId = lookups.instanceId;
  if (instanceId === undefined) throw new RowFailure('La organización no tiene habilitado Mi Estudio', cuit);
  return orgRows.map((row) => {
    const moduleId = lookups.moduleIds.get(row.module);
    if (moduleId === undefined) throw new RowFailure('Módulo inexistente', row.module);
    if (!validDate(row.start)) throw new RowFailure('Fecha de inicio inválida', row.start);
    if (row.finish && !validDate(row.finish)) throw new RowFailure('Fecha de fin inválida', row.finish);
    if (row.finish && row.finish < row.start) {
      throw new RowFailure('La fecha de fin es anterior a la de inicio', row.finish);
    }
    return {
      instanceId,
      moduleId,
      start: `${row.start}T00:00:00.000Z`,
      finish: row.finish ? `${row.finish}T23:59:59.000Z` : null,
    };
  });
}

/**
 * Every check reads the same snapshot, so the whole document is checked first with a few set
 * queries and the organizations that pass are written in one statement: an organization with a
 * failing row gets none of its rows (all or none, as before), and the call costs a handful of
 * statements instead of several per organization.
 */
export async function applyEnablementCsv(db: Db, rows: Row[]): Promise<CsvEnablementResult> {
  const byCuit = new Map<string, Row[]>();
  for (const row of rows) {
    const orgRows = byCuit.get(row.cuit);
    if (orgRows) orgRows.push(row);
    else byCuit.set(row.cuit, [row]);
  }
  return db.transaction(async (tx) => {
    const cuits = [...byCuit.keys()].filter((cuit) => /^\d{11}$/.test(cuit));
    const organizations = await findOrganizationIdsByCuit(tx, cuits);
    const instances = await store.baseInstanceIdsOfOrganizations(tx, [...organizations.values()], 'ME');
    const moduleIds = await store.moduleIds(tx);
    const failures: CsvEnablementResult['failures'] = [];
    // A module given twice for one instance: the later row wins, as when rows were applied in order.
    const changes = new Map<string, ModuleChange>();
    for (const [cuit, orgRows] of byCuit) {
      const organizationId = organizations.get(cuit);
      const instanceId = organizationId === undefined ? undefined : instances.get(organizationId);
      try {
        for (const change of changesOf(cuit, orgRows, { organizationId, instanceId, moduleIds })) {
          changes.set(`${change.instanceId}:${change.moduleId}`, change);
        }
      } catch (error) {
        if (!(error instanceof RowFailure)) throw error;
        failures.push({ CUIT: cuit, failure: error.failure, value: error.value });
      }
    }
    await store.upsertInstanceModules(tx, [...changes.values()]);
    return {
      totalProcessedOrgCount: byCuit.size,
      successfullyProcessedCount: byCuit.size - failures.length,
      whithErrorProcessedCount: failures.length,
      failures,
    };
  });
}
