// Schemas of 'Control de versiones de la aplicación Mi Estudio' (spec 2 §2.11, §3).
import { z } from '../openapi/zod';

export const appVersionView = z
  .object({
    appPlatformCode: z.string(),
    appVersionCode: z.string(),
    appVersionDesc: z.string().nullable(),
    releaseDate: z.string(),
  })
  .openapi('AppVersion');

export const versionsByPlatform = z
  .object({
    appCode: z.string(),
    platforms: z.array(
      z.object({
        appPlatformCode: z.string(),
        appPlatformName: z.string(),
        /** Newest release first. */
        activeVersions: z.array(appVersionView),
      }),
    ),
  })
  .openapi('AppVersionsByPlatform');
