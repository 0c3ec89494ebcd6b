// Version service (spec 2 §7 "Version service"): a version is published once per platform and
// deprecated once; a deprecated version cannot be published again.
import { z } from 'zod';
import { familyPrefixes } from '../../client/http';
import type { AppVersion } from '../../client/versions';
import type { Db, Queryable } from '../../db/types';
import { fail } from '../../http/errors';
import { parse, type ServiceFamily } from '../../http/route';
import { errors } from '../messages';
import { consoleUser, dateInput, iso, isoOrNull } from '../values';

interface VersionRow {
  app_version_id: number;
  app_code: string;
  app_platform_code: string;
  app_version_code: string;
  app_version_desc: string | null;
  release_date: Date;
  deprecation_date: Date | null;
}

function toVersion(row: VersionRow): AppVersion {
  return {
    appVersionId: row.app_version_id,
    appCode: row.app_code,
    appPlatformCode: row.app_platform_code,
    appVersionCode: row.app_version_code,
    appVersionDesc: row.app_version_desc,
    releaseDate: iso(row.release_date),
    deprecationDate: isoOrNull(row.deprecation_date),
  };
}

const target = {
  appCode: z.string().trim().min(1),
  appPlatformCode: z.string().trim().min(1),
};

async function findVersion(db: Queryable, appCode: string, platform: string, code: string) {
  const [row] = await db.query<VersionRow>(
    'select * from app_version where app_code = $1 and app_platform_code = $2 and app_version_code = $3',
    [appCode, platform, code],
  );
  return row && toVersion(row);
}

async function mustKnow(db: Queryable, appCode: string, platform: string) {
  const [row] = await db.query<{ app: boolean; platform: boolean }>(
    `select exists(select 1 from application where app_code = $1) as app,
            exists(select 1 from app_platform where app_platform_code = $2) as platform`,
    [appCode, platform],
  );
  if (!row?.app || !row.platform) {
    throw fail(400, errors.validation, `${errors.validation.message}: appCode o appPlatformCode inexistente`);
  }
}

export function versionRoutes(db: Db): ServiceFamily {
  return {
    prefix: familyPrefixes.versions,
    routes: [
      {
        method: 'POST',
        path: '/addAppVersionRTEnviroments',
        status: 201,
        handle: async (req) => {
          const input = parse(
            z.object({
              ...target,
              appVersionCode: z.string().trim().min(1),
              appVersionDesc: z.string().trim().nullish(),
              releaseDate: dateInput.optional(),
              creationUser: z.string().min(1).optional(),
            }),
            req.body,
          );
          return db.transaction(async (tx) => {
            await mustKnow(tx, input.appCode, input.appPlatformCode);
            const existing = await findVersion(
              tx,
              input.appCode,
              input.appPlatformCode,
              input.appVersionCode,
            );
            if (existing?.deprecationDate) throw fail(409, errors.appVersionDeprecated);
            if (existing) throw fail(409, errors.appVersionExists);
            const [row] = await tx.query<VersionRow>(
              `insert into app_version (app_code, app_platform_code, app_version_code, app_version_desc, release_date,
                                        creation_user)
               values ($1, $2, $3, $4, $5, $6) returning *`,
              [
                input.appCode,
                input.appPlatformCode,
                input.appVersionCode,
                input.appVersionDesc ?? null,
                input.releaseDate ?? new Date().toISOString(),
                input.creationUser ?? consoleUser,
              ],
            );
            return toVersion(row!);
          });
        },
      },
      {
        method: 'POST',
        path: '/getAppVersionRTEnviroments',
        handle: async (req) => {
          const input = parse(
            z.object({ ...target, includeDeprecated: z.boolean().default(false) }),
            req.body,
          );
          const rows = await db.query<VersionRow>(
            `select * from app_version where app_code = $1 and app_platform_code = $2
              order by coalesce(deprecation_date, release_date) desc, app_version_id desc`,
            [input.appCode, input.appPlatformCode],
          );
          const versions = rows.map(toVersion);
          return {
            activeVersions: versions.filter((v) => v.deprecationDate === null),
            deprecatedVersions: input.includeDeprecated
              ? versions.filter((v) => v.deprecationDate !== null)
              : [],
          };
        },
      },
      {
        method: 'PUT',
        path: '/updateAppVersionRTEnviroments',
        handle: async (req) => {
          const input = parse(
            z.object({
              ...target,
              appVersionCode: z.string().trim().min(1),
              deprecationDate: dateInput.optional(),
              modificationUser: z.string().min(1).optional(),
            }),
            req.body,
          );
          return db.transaction(async (tx) => {
            const existing = await findVersion(
              tx,
              input.appCode,
              input.appPlatformCode,
              input.appVersionCode,
            );
            if (!existing) throw fail(404, errors.appVersionNotFound);
            if (existing.deprecationDate) throw fail(409, errors.appVersionDeprecated);
            const [row] = await tx.query<VersionRow>(
              `update app_version set deprecation_date = $2, modification_user = $3
                where app_version_id = $1 returning *`,
              [
                existing.appVersionId,
                input.deprecationDate ?? new Date().toISOString(),
                input.modificationUser ?? consoleUser,
              ],
            );
            return toVersion(row!);
          });
        },
      },
      {
        method: 'GET',
        path: '/getAllAppPlatformRTEnviroments',
        handle: () =>
          db.query(
            `select app_platform_code as "appPlatformCode", app_platform_name as "appPlatformName"
               from app_platform order by app_platform_code desc`,
          ),
      },
    ],
  };
}
