// Schemas of the security tools' read endpoints (spec 2 §2.12–§2.14) and the impersonation
// cookie claim (§9).
import { z } from '../openapi/zod';
import { DB_INTEGER_MAX } from '../http/limits';

export const fileExtensionList = z
  .object({
    items: z.array(
      z.object({
        extension: z.string().openapi({ example: '.pdf' }),
        name: z.string(),
      }),
    ),
  })
  .openapi('FileExtensionList');

export const emailQuery = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'Ingrese un email' })
    .max(254)
    .openapi({ example: 'activo@demo.com.ar' }),
});

export const identityUserView = z
  .object({
    username: z.string(),
    enabled: z.boolean(),
    status: z.string(),
    createDate: z.string(),
    lastModifiedDate: z.string(),
    /** Atributo / Valor rows of §2.13, the account's fields first. */
    attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  })
  .openapi('IdentityUser');

export const loginAccountView = z
  .object({ loginAccountId: z.number().int(), email: z.string() })
  .openapi('SessionsLoginAccount');

export const loginAccountParams = z.object({
  loginAccountId: z.coerce.number().int().positive().max(DB_INTEGER_MAX).openapi({ example: 3 }),
});

export const deviceSessionView = z
  .object({
    uuidDeviceSession: z.string(),
    deviceType: z.enum(['mobile', 'desktop', 'undefined']),
    deviceTypeLabel: z.string(),
    deviceModel: z.string().nullable(),
    browser: z.object({
      name: z.string().nullable(),
      version: z.string().nullable(),
      language: z.string().nullable(),
    }),
    location: z.object({
      city: z.string().nullable(),
      region: z.string().nullable(),
      country: z.string().nullable(),
    }),
    ip: z.string().nullable(),
    lastActivityDate: z.string(),
  })
  .openapi('DeviceSession');

export const deviceSessionList = z
  .object({ account: loginAccountView, items: z.array(deviceSessionView) })
  .openapi('DeviceSessionList');

export const impersonationClaim = z
  .object({
    email: z.string().trim().min(1).max(254),
    appCode: z.enum(['ME', 'SUBSCRIBER-PORTAL']),
    sealedToken: z.string().min(1).max(8000),
  })
  .openapi('ImpersonationClaim');
