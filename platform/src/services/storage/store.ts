// SQL of the storage family: system folders and the recycle bin.
import type { DirectoryStatusCode, RecycleDocument, SystemDirectory } from '../../client/storage';
import type { Queryable } from '../../db/types';
import { iso } from '../values';

interface DirectoryRow {
  directory_id: number;
  suborganization_id: number;
  user_id: number | null;
  directory_name: string;
  status_code: DirectoryStatusCode;
  is_deleted: boolean;
  size_bytes: string | number;
  creation_date: Date;
  creation_user: string;
}

function toDirectory(row: DirectoryRow): SystemDirectory {
  return {
    directoryId: row.directory_id,
    name: row.directory_name,
    creationUser: row.creation_user,
    creationDate: iso(row.creation_date),
    isDeleted: row.is_deleted,
    statusCode: row.status_code,
    storageData: { size: Number(row.size_bytes) },
    suborganizationId: row.suborganization_id,
    userId: row.user_id,
  };
}

export async function findDirectory(
  db: Queryable,
  suborganizationId: number,
  userId: number | null,
): Promise<SystemDirectory | undefined> {
  const rows = await db.query<DirectoryRow>(
    `select * from system_directory
      where suborganization_id = $1 and user_id is not distinct from $2`,
    [suborganizationId, userId],
  );
  return rows[0] && toDirectory(rows[0]);
}

/** Creates the folder, or brings a deleted or inactive one back to ACTIVE. */
export async function ensureDirectory(
  db: Queryable,
  d: { suborganizationId: number; userId: number | null; name: string; user: string },
): Promise<SystemDirectory> {
  const conflict =
    d.userId === null
      ? '(suborganization_id) where user_id is null'
      : '(suborganization_id, user_id) where user_id is not null';
  const [row] = await db.query<DirectoryRow>(
    `insert into system_directory (suborganization_id, user_id, directory_name, creation_user)
     values ($1, $2, $3, $4)
     on conflict ${conflict} do update
       set status_code = 'ACTIVE', is_deleted = false, modification_date = now(), modification_user = $4
     returning *`,
    [d.suborganizationId, d.userId, d.name, d.user],
  );
  return toDirectory(row!);
}

export async function organizationHasActiveAdmin(db: Queryable, organizationId: number): Promise<boolean> {
  const rows = await db.query(
    `select 1 from organization_user ou
       join organization_user_type t on t.organization_user_type_id = ou.organization_user_type_id
       join user_status s on s.user_status_id = ou.user_status_id
      where ou.organization_id = $1 and t.organization_user_type_code = 'ORG-ADMIN' and s.user_status_code = 'ACTIVE'
      limit 1`,
    [organizationId],
  );
  return rows.length > 0;
}

interface DocumentRow {
  document_id: string;
  suborganization_id: number;
  document_name: string;
  document_type: string;
  size_bytes: string | number;
  absolute_path: string;
  creation_date: Date;
  creation_user: string;
  purge_date: Date;
  purge_action_user: string;
}

export async function recycleBin(
  db: Queryable,
  q: { groupId: number; name?: string; from?: string; to?: string; toExclusive?: boolean; path?: string },
): Promise<RecycleDocument[]> {
  const params: (string | number)[] = [q.groupId];
  const conditions = ['suborganization_id = $1', 'restored_date is null'];
  const push = (value: string | number) => `$${params.push(value)}`;
  if (q.name) conditions.push(`strpos(lower(document_name), lower(${push(q.name)})) > 0`);
  if (q.from) conditions.push(`purge_date >= ${push(q.from)}`);
  if (q.to) conditions.push(`purge_date ${q.toExclusive ? '<' : '<='} ${push(q.to)}`);
  if (q.path) {
    const path = push(q.path.replace(/\/+$/, '') || '/');
    conditions.push(`(absolute_path = ${path} or starts_with(absolute_path, ${path} || '/'))`);
  }
  const rows = await db.query<DocumentRow>(
    `select document_id, suborganization_id, document_name, document_type, size_bytes, absolute_path,
            creation_date, creation_user, purge_date, purge_action_user
       from recycle_document where ${conditions.join(' and ')}
      order by purge_date desc, document_id limit 1000`,
    params,
  );
  return rows.map((row) => ({
    documentId: row.document_id,
    _id: row.document_id,
    name: row.document_name,
    documentType: row.document_type,
    size: Number(row.size_bytes),
    audit: { creationDate: iso(row.creation_date), creationUser: row.creation_user },
    purgeDate: iso(row.purge_date),
    purgeActionUser: row.purge_action_user,
    absolutePath: row.absolute_path,
    groupId: row.suborganization_id,
  }));
}

/** Ids of `ids` that exist at all (restored or not). */
export async function existingDocuments(db: Queryable, ids: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ document_id: string }>(
    'select document_id from recycle_document where document_id = any($1)',
    [ids],
  );
  return new Set(rows.map((r) => r.document_id));
}

export async function restoreDocuments(db: Queryable, ids: readonly string[], user: string): Promise<void> {
  await db.query(
    `update recycle_document set restored_date = now(), restored_user = $2
      where document_id = any($1) and restored_date is null`,
    [ids, user],
  );
}
