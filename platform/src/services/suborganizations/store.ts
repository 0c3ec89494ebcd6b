// SQL of the suborganizations family. Other families read studies through these functions.
import type {
  CustomerSuborganization,
  Suborganization,
  SuborganizationGroup,
  SuborganizationType,
} from '../../client/suborganizations';
import type { Queryable } from '../../db/types';
import { avatarOf, iso } from '../values';

interface SuborganizationRow {
  suborganization_id: number;
  suborganization_name: string;
  suborganization_legal_name: string;
  suborganization_cuit: string | null;
  suborganization_type_id: number;
  suborganization_type_code: Suborganization['suborganizationTypeCode'];
  suborganization_type_name: string;
  avatar_color: string | null;
  organization_id: number;
  firm_suborganization_id: number | null;
  base_picture_url: string | null;
  logo_picture_url: string | null;
  is_active: boolean;
  creation_date: Date;
  creation_user: string;
}

const select = `
  select s.suborganization_id, s.suborganization_name, s.suborganization_legal_name, s.suborganization_cuit,
         s.suborganization_type_id, t.suborganization_type_code, t.suborganization_type_name, s.avatar_color,
         s.organization_id, s.firm_suborganization_id, s.base_picture_url, s.logo_picture_url, s.is_active,
         s.creation_date, s.creation_user
    from suborganization s
    join suborganization_type t on t.suborganization_type_id = s.suborganization_type_id`;

function toSuborganization(row: SuborganizationRow): Suborganization {
  return {
    suborganizationId: row.suborganization_id,
    suborganizationName: row.suborganization_name,
    suborganizationLegalName: row.suborganization_legal_name,
    suborganizationCuit: row.suborganization_cuit,
    cuit: row.suborganization_cuit,
    suborganizationTypeId: row.suborganization_type_id,
    suborganizationTypeCode: row.suborganization_type_code,
    suborganizationTypeName: row.suborganization_type_name,
    suborganizationAvatar: avatarOf(row.suborganization_name, row.avatar_color),
    organizationId: row.organization_id,
    firmSuborganizationId: row.firm_suborganization_id,
    basePictureURL: row.base_picture_url,
    logoPictureURL: row.logo_picture_url,
    isActive: row.is_active,
    creationDate: iso(row.creation_date),
    creationUser: row.creation_user,
  };
}

export async function findSuborganization(db: Queryable, id: number): Promise<Suborganization | undefined> {
  const [row] = await db.query<SuborganizationRow>(`${select} where s.suborganization_id = $1`, [id]);
  return row && toSuborganization(row);
}

export async function suborganizationsOfOrganization(
  db: Queryable,
  organizationId: number,
  typeCode: string,
): Promise<Suborganization[]> {
  const rows = await db.query<SuborganizationRow>(
    `${select} where s.organization_id = $1 and t.suborganization_type_code = $2 order by s.suborganization_id`,
    [organizationId, typeCode],
  );
  return rows.map(toSuborganization);
}

export async function customersOfFirm(db: Queryable, firmId: number): Promise<CustomerSuborganization[]> {
  const rows = await db.query<SuborganizationRow>(
    `${select} where s.firm_suborganization_id = $1 order by s.suborganization_name, s.suborganization_id`,
    [firmId],
  );
  return rows.map((row) => ({
    customerSuborganizationId: row.suborganization_id,
    suborganizationName: row.suborganization_name,
    suborganizationLegalName: row.suborganization_legal_name,
    customerSuborganizationCuit: row.suborganization_cuit,
    suborganizationId: firmId,
    suborganizationAvatar: avatarOf(row.suborganization_name, row.avatar_color),
    isActive: row.is_active,
    creationDate: iso(row.creation_date),
  }));
}

export function groups(db: Queryable): Promise<SuborganizationGroup[]> {
  return db.query<SuborganizationGroup>(
    `select g.suborganization_group_id as "suborganizationGroupId",
            g.suborganization_group_desc as "suborganizationGroupDesc",
            (select count(*) from suborganization_group_member m
              where m.suborganization_group_id = g.suborganization_group_id)::int as "suborganizationCount"
       from suborganization_group g order by g.suborganization_group_id`,
  );
}

export function types(db: Queryable): Promise<SuborganizationType[]> {
  return db.query<SuborganizationType>(
    `select suborganization_type_id as "suborganizationTypeId", suborganization_type_code as "suborganizationTypeCode",
            suborganization_type_name as "suborganizationTypeName"
       from suborganization_type order by suborganization_type_id`,
  );
}

export async function isStaff(db: Queryable, suborganizationId: number, userId: number): Promise<boolean> {
  const rows = await db.query(
    'select 1 from suborganization_staff where suborganization_id = $1 and user_id = $2',
    [suborganizationId, userId],
  );
  return rows.length > 0;
}

/** Adds the user to the study's staff unless already there. */
export async function addStaff(
  db: Queryable,
  suborganizationId: number,
  userId: number,
  creationUser: string,
): Promise<void> {
  await db.query(
    `insert into suborganization_staff (suborganization_id, user_id, creation_user) values ($1, $2, $3)
     on conflict do nothing`,
    [suborganizationId, userId, creationUser],
  );
}
