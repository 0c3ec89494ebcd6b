// Step keys and Spanish labels of the version operations, in order (single-call operations:
// one step that checks and writes, so a retry never publishes or deprecates twice).
export const VERSIONS_PUBLISH = 'versions.publish';
export const VERSIONS_DEPRECATE = 'versions.deprecate';

/** The application whose versions the console manages (spec 2 §2.11: the list is [ME]). */
export const VERSIONS_APP_CODE = 'ME';

export const versionsPublishSteps = [{ key: 'publish', label: 'Publicar la versión' }] as const;

export const versionsDeprecateSteps = [{ key: 'deprecate', label: 'Deprecar la versión' }] as const;
