// What the workflows of this area run, plain data and types the workflow sandbox may import:
// each operation's type and steps (the contract reads the same steps) and the activities the
// steps call (implemented in worker/).

// Step keys and Spanish labels of the version operations, in order (single-call operations:
// one step that checks and writes, so a retry never publishes or deprecates twice).
export const VERSIONS_PUBLISH = 'versions.publish';
export const VERSIONS_DEPRECATE = 'versions.deprecate';

/** The application whose versions the console manages (spec 2 §2.11: the list is [ME]). */
export const VERSIONS_APP_CODE = 'ME';

export const versionsPublishSteps = [{ key: 'publish', label: 'Publicar la versión' }] as const;

export const versionsDeprecateSteps = [{ key: 'deprecate', label: 'Deprecar la versión' }] as const;

// Activities of the version operations. Implemented in worker/; declared here as types.
export interface PublishedVersion {
  appPlatformCode: string;
  appVersionCode: string;
  releaseDate: string;
  deprecationDate: string | null;
}

export interface VersionsActivities {
  /**
   * addAppVersionRTEnviroments with the release date the workflow chose. When the service says
   * the version exists with that same release date, it is this operation's own earlier write
   * (a retried call) and counts as done. Refusals: 'La versión ya existe', 'La versión fue deprecada'.
   */
  publishAppVersion(args: {
    appPlatformCode: string;
    appVersionCode: string;
    appVersionDesc: string | null;
    releaseDate: string;
    actorEmail: string;
  }): Promise<PublishedVersion>;
  /** updateAppVersionRTEnviroments; a deprecation with the same date is this operation's own. */
  deprecateAppVersion(args: {
    appPlatformCode: string;
    appVersionCode: string;
    deprecationDate: string;
    actorEmail: string;
  }): Promise<PublishedVersion>;
}
