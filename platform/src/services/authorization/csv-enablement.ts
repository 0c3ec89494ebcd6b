// The CSV module enablement (enableMEFullVersionEAuthz): one row per organization and
// module. Each organization's rows are applied in one transaction, all or none, so a
// failing row leaves that organization as it was and the others go ahead.
import type { CsvEnablementResult } from '../../client/authorization';
import type { Db } from '../../db/types';
import { fail } from '../../http/errors';
import { errors } from '../messages';
import { findOrganizationByCuit } from '../organizations/store';
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

export async function applyEnablementCsv(db: Db, rows: Row[]): Promise<CsvEnablementResult> {
  const byCuit = new Map<string, Row[]>();
  for (const row of rows) byCuit.set(row.cuit, [...(byCuit.get(row.cuit) ?? []), row]);
  const failures: CsvEnablementResult['failures'] = [];
  let succeeded = 0;
  for (const [cuit, orgRows] of byCuit) {
    try {
      await db.transaction(async (tx) => {
        if (!/^\d{11}$/.test(cuit)) throw new RowFailure('CUIT inválido', cuit);
        const organization = await findOrganizationByCuit(tx, cuit);
        if (!organization) throw new RowFailure('No existe una organización con el CUIT', cuit);
        const [instance] = await store.instancesOfOrganization(tx, organization.organizationId, 'ME');
        if (!instance) throw new RowFailure('La organización no tiene habilitado Mi Estudio', cuit);
        for (const row of orgRows) {
          const moduleId = await store.moduleIdOf(tx, row.module);
          if (moduleId === undefined) throw new RowFailure('Módulo inexistente', row.module);
          if (!validDate(row.start)) throw new RowFailure('Fecha de inicio inválida', row.start);
          if (row.finish && !validDate(row.finish)) throw new RowFailure('Fecha de fin inválida', row.finish);
          if (row.finish && row.finish < row.start) {
            throw new RowFailure('La fecha de fin es anterior a la de inicio', row.finish);
          }
          const change = {
            instanceId: instance.applicationInstanceId,
            moduleId,
            start: `${row.start}T00:00:00.000Z`,
            finish: row.finish ? `${row.finish}T23:59:59.000Z` : null,
          };
          const inserted = await store.insertInstanceModule(tx, { ...change, subscriptionTypeRefCode: null });
          if (!inserted) await store.updateInstanceModule(tx, change);
        }
      });
      succeeded++;
    } catch (error) {
      if (!(error instanceof RowFailure)) throw error;
      failures.push({ CUIT: cuit, failure: error.failure, value: error.value });
    }
  }
  return {
    totalProcessedOrgCount: byCuit.size,
    successfullyProcessedCount: succeeded,
    whithErrorProcessedCount: byCuit.size - succeeded,
    failures,
  };
}
