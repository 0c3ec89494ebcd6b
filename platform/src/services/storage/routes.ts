// Storage service (spec 1 §7 "Storage service"; spec 2 §7 for the user folder).
import { z } from 'zod';
import { familyPrefixes } from '../../client/http';
import type { Db, Queryable } from '../../db/types';
import { fail } from '../../http/errors';
import { parse, type ServiceFamily } from '../../http/route';
import { errors } from '../messages';
import { findOrganizationUser } from '../organizations/store';
import { findSuborganization } from '../suborganizations/store';
import { consoleUser, dateInput, id } from '../values';
import * as store from './store';

const noActiveAdmin = 'La organización no tiene un usuario administrador activo';
const bareDate = /^\d{4}-\d{2}-\d{2}$/;

const studyFolderInput = z.object({
  suborganizationId: id,
  suborganizationName: z.string().trim().min(1),
  creationUser: z.string().min(1).optional(),
});

const userFolderInput = studyFolderInput.extend({
  firmUserId: id,
  firmUserName: z.string().trim().min(1),
});

const recycleQuery = z.object({
  groupId: id,
  documentName: z.string().trim().min(1).optional(),
  start: dateInput.optional(),
  end: z.string().trim().min(1).optional(),
  path: z.string().trim().startsWith('/').optional(),
});

export function storageRoutes(db: Db): ServiceFamily {
  // Inside a transaction pass the transaction: PGlite runs one at a time, so a query on `db`
  // would wait for the transaction that is waiting for it.
  const mustFindStudy = async (suborganizationId: number, q: Queryable = db) => {
    const study = await findSuborganization(q, suborganizationId);
    if (!study) throw fail(404, errors.suborganizationNotFound);
    return study;
  };

  return {
    prefix: familyPrefixes.storage,
    routes: [
      {
        // A study's folder needs an active administrator to own it; without one the answer is
        // a non-success status, not an error (spec 1 §8).
        method: 'POST',
        path: '/directory/createSystemDefined',
        status: 201,
        handle: async (req) => {
          const input = parse(studyFolderInput, req.body);
          return db.transaction(async (tx) => {
            const study = await mustFindStudy(input.suborganizationId, tx);
            if (!(await store.organizationHasActiveAdmin(tx, study.organizationId))) {
              return { status: 'fail', message: noActiveAdmin, directory: null };
            }
            const directory = await store.ensureDirectory(tx, {
              suborganizationId: input.suborganizationId,
              userId: null,
              name: input.suborganizationName,
              user: input.creationUser ?? consoleUser,
            });
            return { status: 'success', message: 'Carpeta creada', directory };
          });
        },
      },
      {
        method: 'POST',
        path: '/directory/createUserSystemDefined',
        status: 201,
        handle: async (req) => {
          const input = parse(userFolderInput, req.body);
          return db.transaction(async (tx) => {
            await mustFindStudy(input.suborganizationId, tx);
            if (!(await findOrganizationUser(tx, input.firmUserId)))
              throw fail(404, errors.organizationUserNotFound);
            const directory = await store.ensureDirectory(tx, {
              suborganizationId: input.suborganizationId,
              userId: input.firmUserId,
              name: input.firmUserName,
              user: input.creationUser ?? consoleUser,
            });
            return { status: 'success', message: 'Carpeta creada', directory };
          });
        },
      },
      {
        method: 'GET',
        path: '/directory/system/getSystemDefinedDirStorage',
        handle: async (req) => {
          const q = parse(z.object({ suborganizationId: id, userId: id.optional() }), req.query);
          await mustFindStudy(q.suborganizationId);
          const directory = await store.findDirectory(db, q.suborganizationId, q.userId ?? null);
          return { exist: directory !== undefined, directory: directory ? [directory] : [] };
        },
      },
      {
        method: 'GET',
        path: '/internalrecyclebin',
        handle: async (req) => {
          const q = parse(recycleQuery, req.query);
          await mustFindStudy(q.groupId);
          let to: string | undefined;
          if (q.end !== undefined) {
            const parsed = Date.parse(q.end);
            if (Number.isNaN(parsed))
              throw fail(400, errors.validation, `${errors.validation.message}: end inválida`);
            // A bare date includes the whole of that day.
            to = new Date(bareDate.test(q.end) ? parsed + 86_400_000 : parsed).toISOString();
          }
          const childrens = await store.recycleBin(db, {
            groupId: q.groupId,
            name: q.documentName,
            from: q.start,
            to,
            toExclusive: q.end !== undefined && bareDate.test(q.end),
            path: q.path,
          });
          return { childrens };
        },
      },
      {
        // All or nothing: an unknown id restores none. Restoring a restored document again is
        // a no-op, so a retried call succeeds.
        method: 'POST',
        path: '/internalrecyclebin/restore',
        handle: async (req) => {
          const input = parse(
            z.object({
              documentIds: z.array(z.string().regex(/^[0-9a-f]{24}$/)).min(1),
              restoreUser: z.string().min(1).optional(),
            }),
            req.body,
          );
          const ids = [...new Set(input.documentIds)];
          return db.transaction(async (tx) => {
            const existing = await store.existingDocuments(tx, ids);
            const missing = ids.filter((documentId) => !existing.has(documentId));
            if (missing.length > 0) {
              throw fail(
                404,
                errors.documentNotFound,
                `${errors.documentNotFound.message}: ${missing.join(', ')}`,
              );
            }
            await store.restoreDocuments(tx, ids, input.restoreUser ?? consoleUser);
            return { restoredDocumentIds: ids };
          });
        },
      },
    ],
  };
}
