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
