// Inputs of 'Publicar una nueva versión' and 'Deprecar' (spec 2 §2.11, §5). No Temporal imports.
import { z } from 'zod';
import { versionsMessages } from './messages';

export { versionsMessages } from './messages';
export { VERSIONS_APP_CODE } from './steps';

export const VERSION_CODE_MAX = 50;
export const VERSION_DESC_MAX = 300;

const platformCode = z
  .string({ error: versionsMessages.platformRequired })
  .trim()
  .min(1, { error: versionsMessages.platformRequired })
  .max(50, { error: versionsMessages.platformRequired });

const versionCode = z
  .string({ error: versionsMessages.codeRequired })
  .trim()
  .min(1, { error: versionsMessages.codeRequired })
  .max(VERSION_CODE_MAX, { error: versionsMessages.codeTooLong })
  .regex(/^\S+$/, { error: versionsMessages.codeWithSpaces });

export const versionsPublishInput = z.object({
  appPlatformCode: platformCode,
  appVersionCode: versionCode,
  appVersionDesc: z
    .string()
    .trim()
    .max(VERSION_DESC_MAX, { error: versionsMessages.descriptionTooLong })
    .nullish()
    .transform((value) => (value ? value : null)),
});

export type VersionsPublishInput = z.output<typeof versionsPublishInput>;

export const versionsDeprecateInput = z.object({
  appPlatformCode: platformCode,
  appVersionCode: versionCode,
});

export type VersionsDeprecateInput = z.output<typeof versionsDeprecateInput>;
