// File-extension service (spec 2 §7 "File-extension service"). Extensions are stored
// lower-case with their dot; 'exec' is never accepted. Disabling keeps the row, and enabling a
// disabled extension again revives it.
import { z } from 'zod';
import type { FileExtension } from '../../client/file-extensions';
import { familyPrefixes } from '../../client/http';
import type { Db, Queryable } from '../../db/types';
import { fail } from '../../http/errors';
import { parse, type ServiceFamily } from '../../http/route';
import { errors } from '../messages';
import { consoleUser, iso } from '../values';

/** The placeholder icon the console sends (a 1x1 transparent PNG). */
const placeholderIcon =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const forbidden = new Set(['exec']);

const extensionValue = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^\./, ''))
  .pipe(z.string().regex(/^[a-z0-9]+$/, 'extensión inválida'));

interface ExtensionRow {
  file_extension_id: number;
  extension_name: string;
  extension_char_code: string;
  encoded_icon_image: string | null;
  signatures: string[];
  is_enabled: boolean;
  creation_date: Date;
  creation_user: string;
}

function toExtension(row: ExtensionRow): FileExtension {
  return {
    fileExtensionId: row.file_extension_id,
    extensionName: row.extension_name,
    extensionCharCode: row.extension_char_code,
    encodedIconImage: row.encoded_icon_image,
    technicalData: { signature: row.signatures },
    isEnabled: row.is_enabled,
    creationDate: iso(row.creation_date),
    creationUser: row.creation_user,
  };
}

async function enable(
  db: Queryable,
  e: { bare: string; name: string; icon: string | null; signatures: string[]; user: string },
): Promise<FileExtension> {
  if (forbidden.has(e.bare)) throw fail(400, errors.fileExtensionNotAllowed);
  const [existing] = await db.query<ExtensionRow>(
    'select * from file_extension where extension_char_code = $1',
    [`.${e.bare}`],
  );
  if (existing?.is_enabled) throw fail(409, errors.fileExtensionExists);
  const [row] = await db.query<ExtensionRow>(
    `insert into file_extension (extension_name, extension_char_code, encoded_icon_image, signatures, creation_user)
     values ($1, $2, $3, $4, $5)
     on conflict (extension_char_code) do update
       set is_enabled = true, extension_name = excluded.extension_name,
           encoded_icon_image = coalesce(excluded.encoded_icon_image, file_extension.encoded_icon_image),
           signatures = case when cardinality(excluded.signatures) > 0 then excluded.signatures
                             else file_extension.signatures end,
           modification_date = now(), modification_user = $5
     returning *`,
    [e.name, `.${e.bare}`, e.icon, e.signatures, e.user],
  );
  return toExtension(row!);
}

async function disable(
  db: Queryable,
  where: string,
  value: string | number,
  user: string,
): Promise<FileExtension> {
  const [row] = await db.query<ExtensionRow>(
    `update file_extension set is_enabled = false,
            modification_date = case when is_enabled then now() else modification_date end,
            modification_user = case when is_enabled then $2 else modification_user end
      where ${where} returning *`,
    [value, user],
  );
  if (!row) throw fail(404, errors.fileExtensionNotFound);
  return toExtension(row);
}

export function fileExtensionRoutes(db: Db): ServiceFamily {
  return {
    prefix: familyPrefixes.fileExtensions,
    routes: [
      {
        method: 'POST',
        path: '/create',
        status: 201,
        handle: async (req) => {
          const input = parse(
            z.object({
              fileExtension: z.object({
                extensionName: z.string().trim().min(1),
                extensionCharCode: extensionValue,
                encodedIconImage: z.string().nullish(),
                technicalData: z.object({ signature: z.array(z.string().regex(/^[0-9a-fA-F ]+$/)).min(1) }),
              }),
              creationUser: z.string().min(1).optional(),
            }),
            req.body,
          );
          const e = input.fileExtension;
          return db.transaction((tx) =>
            enable(tx, {
              bare: e.extensionCharCode,
              name: e.extensionName,
              icon: e.encodedIconImage ?? null,
              signatures: e.technicalData.signature.map((s) => s.replace(/\s+/g, '').toUpperCase()),
              user: input.creationUser ?? consoleUser,
            }),
          );
        },
      },
      {
        // Disabling twice answers the disabled extension again (a retry succeeds).
        method: 'DELETE',
        path: '/delete/:id',
        handle: async (req) => {
          const key = String(req.params.id);
          if (/^\d+$/.test(key)) return disable(db, 'file_extension_id = $1', Number(key), consoleUser);
          const bare = parse(extensionValue, key);
          return disable(db, 'extension_char_code = $1', `.${bare}`, consoleUser);
        },
      },
      {
        method: 'GET',
        path: '/all',
        handle: async () => {
          const rows = await db.query<ExtensionRow>(
            'select * from file_extension where is_enabled order by extension_char_code',
          );
          return { docs: rows.map(toExtension) };
        },
      },
      {
        method: 'POST',
        path: '/enableExtension',
        status: 201,
        handle: async (req) => {
          const input = parse(
            z.object({ extension: extensionValue, creationUser: z.string().min(1).optional() }),
            req.body,
          );
          return db.transaction((tx) =>
            enable(tx, {
              bare: input.extension,
              name: input.extension,
              icon: placeholderIcon,
              signatures: [],
              user: input.creationUser ?? consoleUser,
            }),
          );
        },
      },
      {
        method: 'PUT',
        path: '/disableExtension',
        handle: async (req) => {
          const input = parse(
            z.object({ extension: extensionValue, modificationUser: z.string().min(1).optional() }),
            req.body,
          );
          return disable(
            db,
            'extension_char_code = $1',
            `.${input.extension}`,
            input.modificationUser ?? consoleUser,
          );
        },
      },
    ],
  };
}
