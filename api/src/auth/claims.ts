// Session token claims (spec 2 §3) and the console's session rules (spec 1 §6).
import { ALL_CGI_ROLES } from '@cgi/workflows';
import { z } from 'zod';

export const sessionClaims = z.object({
  exp: z.number(),
  iat: z.number().optional(),
  sub: z.string().optional(),
  applicationData: z.object({
    applicationCode: z.string(),
    permissionData: z.object({
      appRoles: z.array(z.string()),
      orgAppAccessStatusCode: z.string(),
      userAppAccessStatusCode: z.string(),
    }),
  }),
  loginAccountData: z
    .object({
      firstName: z.string().optional(),
      lastName: z.string().optional(),
      userId: z.number().nullable().optional(),
      subscriberRefId: z.string().nullable().optional(),
      basePictureURL: z.string().nullable().optional(),
      profilePictureURL: z.string().nullable().optional(),
    })
    .optional(),
  idpData: z.object({ email: z.string() }),
  /** Set on service-account tokens (automation). */
  serviceAccount: z.string().optional(),
});

export type SessionClaims = z.infer<typeof sessionClaims>;

export const CONSOLE_APPLICATION_CODE = 'CGI';

export type SessionVerdict = { ok: true } | { ok: false; reason: string };

/** The checks of spec 1 §6 on already signature-verified claims. */
export function checkSessionRules(claims: SessionClaims): SessionVerdict {
  const { applicationCode, permissionData } = claims.applicationData;
  if (applicationCode !== CONSOLE_APPLICATION_CODE)
    return { ok: false, reason: 'application code is not CGI' };
  const roles = new Set<string>(ALL_CGI_ROLES);
  if (!permissionData.appRoles.some((role) => roles.has(role))) return { ok: false, reason: 'no CGI role' };
  if (permissionData.orgAppAccessStatusCode !== 'GRANTED')
    return { ok: false, reason: 'organization access not GRANTED' };
  if (permissionData.userAppAccessStatusCode !== 'GRANTED')
    return { ok: false, reason: 'user access not GRANTED' };
  return { ok: true };
}
