// Activities of the area — Control de versiones de la aplicación Mi Estudio (spec 2 §2.11). One
// call to the version service each. A 409 that names this operation's own earlier write (same
// release or deprecation date: a call that took effect but whose answer was lost) counts as
// done, so a retried step never reports its own success as a refusal.
import { PlatformError, type AppVersion, type PlatformClient } from '@cgi/platform/client';
import {
  businessFailure,
  VERSIONS_APP_CODE,
  versionsMessages,
  type VersionsActivities,
} from '@cgi/workflows';
import { defineArea } from './area';

const sameInstant = (a: string | null | undefined, b: string) =>
  a !== null && a !== undefined && Date.parse(a) === Date.parse(b);

const view = (version: AppVersion) => ({
  appPlatformCode: version.appPlatformCode,
  appVersionCode: version.appVersionCode,
  releaseDate: version.releaseDate,
  deprecationDate: version.deprecationDate,
});

export function createVersionsActivities(platform: PlatformClient): VersionsActivities {
  const find = async (appPlatformCode: string, appVersionCode: string) => {
    const versions = await platform.versions.list({
      appCode: VERSIONS_APP_CODE,
      appPlatformCode,
      includeDeprecated: true,
    });
    return [...versions.activeVersions, ...versions.deprecatedVersions].find(
      (version) => version.appVersionCode === appVersionCode,
    );
  };

  return {
    async publishAppVersion({ appPlatformCode, appVersionCode, appVersionDesc, releaseDate, actorEmail }) {
      try {
        const version = await platform.versions.publish({
          appCode: VERSIONS_APP_CODE,
          appPlatformCode,
          appVersionCode,
          appVersionDesc,
          releaseDate,
          creationUser: actorEmail,
        });
        return view(version);
      } catch (error) {
        if (!(error instanceof PlatformError)) throw error;
        const code = error.body.codeMessageLanguage;
        if (code === 'appVersionAlreadyExists') {
          const existing = await find(appPlatformCode, appVersionCode);
          if (existing && !existing.deprecationDate && sameInstant(existing.releaseDate, releaseDate)) {
            return view(existing);
          }
          throw businessFailure('VERSION_EXISTS', versionsMessages.alreadyExists);
        }
        if (code === 'appVersionDeprecated')
          throw businessFailure('VERSION_DEPRECATED', versionsMessages.deprecated);
        if (error.status === 400) throw businessFailure('UNKNOWN_PLATFORM', versionsMessages.unknownPlatform);
        if (!error.isTransient) throw businessFailure('PUBLISH_FAILED', versionsMessages.publishFailed);
        throw error;
      }
    },

    async deprecateAppVersion({ appPlatformCode, appVersionCode, deprecationDate, actorEmail }) {
      try {
        const version = await platform.versions.deprecate({
          appCode: VERSIONS_APP_CODE,
          appPlatformCode,
          appVersionCode,
          deprecationDate,
          modificationUser: actorEmail,
        });
        return view(version);
      } catch (error) {
        if (!(error instanceof PlatformError)) throw error;
        const code = error.body.codeMessageLanguage;
        if (code === 'appVersionDeprecated') {
          const existing = await find(appPlatformCode, appVersionCode);
          if (existing && sameInstant(existing.deprecationDate, deprecationDate)) return view(existing);
          throw businessFailure('VERSION_DEPRECATED', versionsMessages.deprecated);
        }
        if (error.isNotFound) throw businessFailure('VERSION_NOT_FOUND', versionsMessages.versionNotFound);
        if (error.status === 400) throw businessFailure('UNKNOWN_PLATFORM', versionsMessages.unknownPlatform);
        if (!error.isTransient) throw businessFailure('DEPRECATE_FAILED', versionsMessages.deprecateFailed);
        throw error;
      }
    },
  };
}

export const versionsArea = defineArea(({ platform }) => ({
  activities: createVersionsActivities(platform),
}));
