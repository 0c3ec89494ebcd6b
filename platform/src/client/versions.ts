// Version service, runtime environments (spec 2 §7): app versions per platform.
import type { Call } from './http';

export interface AppPlatform {
  appPlatformCode: string;
  appPlatformName: string;
}

export interface AppVersion {
  appVersionId: number;
  appCode: string;
  appPlatformCode: string;
  appVersionCode: string;
  appVersionDesc: string | null;
  releaseDate: string;
  deprecationDate: string | null;
}

export interface AppVersions {
  /** Newest release first. */
  activeVersions: AppVersion[];
  /** Empty unless includeDeprecated; newest deprecation first. */
  deprecatedVersions: AppVersion[];
}

export function versionsClient(call: Call) {
  return {
    publish: (body: {
      appCode: string;
      appPlatformCode: string;
      appVersionCode: string;
      appVersionDesc?: string | null;
      releaseDate?: string;
      /** Who published it (the console sends the signed-in staff e-mail). */
      creationUser?: string;
    }) => call<AppVersion>('versions', 'POST', '/addAppVersionRTEnviroments', { body }),
    list: (body: { appCode: string; appPlatformCode: string; includeDeprecated?: boolean }) =>
      call<AppVersions>('versions', 'POST', '/getAppVersionRTEnviroments', { body, read: true }),
    deprecate: (body: {
      appCode: string;
      appPlatformCode: string;
      appVersionCode: string;
      deprecationDate?: string;
      modificationUser?: string;
    }) => call<AppVersion>('versions', 'PUT', '/updateAppVersionRTEnviroments', { body }),
    /** Ours: the platforms a version can be published for (spec 2 §2.11 "a list, not shown"). */
    platforms: () => call<AppPlatform[]>('versions', 'GET', '/getAllAppPlatformRTEnviroments'),
  };
}
