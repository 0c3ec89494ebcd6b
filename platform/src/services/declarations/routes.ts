// Entity legal declarations service (spec 2 §7 "Declarations service").
import { z } from 'zod';
import type { LockedDeclaration } from '../../client/declarations';
import { familyPrefixes } from '../../client/http';
import type { Db } from '../../db/types';
import { fail } from '../../http/errors';
import { parse, type ServiceFamily } from '../../http/route';
import { errors } from '../messages';
import { findSuborganization } from '../suborganizations/store';
import { consoleUser, id, iso, listOf } from '../values';

interface DeclarationRow {
  personal_legal_declaration_id: string;
  personal_legal_declaration_desc: string;
  customer_suborganization_id: number;
  customer_name: string;
  firm_suborganization_id: number;
  organization_id: number;
  modification_date: Date;
  edition_user_id: string;
  period_year: number;
  maturity_due_date: Date;
  declaration_status_desc: string;
}

function toDeclaration(row: DeclarationRow): LockedDeclaration {
  return {
    personalLegalDeclarationId: row.personal_legal_declaration_id,
    _id: row.personal_legal_declaration_id,
    personalLegalDeclarationDesc: row.personal_legal_declaration_desc,
    customerSuborganizationId: row.customer_suborganization_id,
    customerSuborganizationName: row.customer_name,
    suborganizationId: row.firm_suborganization_id,
    organizationId: row.organization_id,
    modificationDate: iso(row.modification_date),
    bpDeclarations: {
      editionUserId: row.edition_user_id,
      bpDeclarationPeriodYear: row.period_year,
      bpMaturityDueDate: iso(row.maturity_due_date),
      declarationStatusDesc: row.declaration_status_desc,
    },
  };
}

const declarationId = z.string().regex(/^[0-9a-f]{24}$/);

export function declarationRoutes(db: Db): ServiceFamily {
  return {
    prefix: familyPrefixes.declarations,
    routes: [
      {
        method: 'GET',
        path: '/getAllLockedEntityLegalDecl',
        handle: async (req) => {
          const q = parse(z.object({ suborganizationId: id }), req.query);
          if (!(await findSuborganization(db, q.suborganizationId)))
            throw fail(404, errors.suborganizationNotFound);
          const rows = await db.query<DeclarationRow>(
            `select d.personal_legal_declaration_id, d.personal_legal_declaration_desc, d.customer_suborganization_id,
                    c.suborganization_name as customer_name, d.firm_suborganization_id, d.organization_id,
                    d.modification_date, d.edition_user_id, d.period_year, d.maturity_due_date,
                    d.declaration_status_desc
               from legal_declaration d
               join suborganization c on c.suborganization_id = d.customer_suborganization_id
              where d.firm_suborganization_id = $1 and d.is_locked
              order by d.modification_date desc, d.personal_legal_declaration_id`,
            [q.suborganizationId],
          );
          return rows.map(toDeclaration);
        },
      },
      {
        // Unlocking an unlocked declaration again is a no-op, so a retried call succeeds.
        method: 'PATCH',
        path: '/unLockEntityLegalDecl',
        handle: async (req) => {
          const input = parse(
            z.object({
              personalLegalDeclarationId: listOf(declarationId).pipe(z.array(declarationId).min(1)),
              unlockUser: z.string().min(1).optional(),
            }),
            req.body,
          );
          const ids = [...new Set(input.personalLegalDeclarationId)];
          return db.transaction(async (tx) => {
            const found = await tx.query<{ personal_legal_declaration_id: string }>(
              'select personal_legal_declaration_id from legal_declaration where personal_legal_declaration_id = any($1)',
              [ids],
            );
            if (found.length !== ids.length) {
              const known = new Set(found.map((r) => r.personal_legal_declaration_id));
              const missing = ids.filter((x) => !known.has(x)).join(', ');
              throw fail(
                404,
                errors.legalDeclarationNotFound,
                `${errors.legalDeclarationNotFound.message}: ${missing}`,
              );
            }
            const unlocked = await tx.query(
              `update legal_declaration set is_locked = false, unlock_date = now(), unlock_user = $2,
                      modification_date = now()
                where personal_legal_declaration_id = any($1) and is_locked returning 1`,
              [ids, input.unlockUser ?? consoleUser],
            );
            return { personalLegalDeclarationId: ids, unlockedCount: unlocked.length };
          });
        },
      },
    ],
  };
}
