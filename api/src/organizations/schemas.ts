// Schemas of the organizations screens' read endpoints (spec 1 §2 Organizations).
import { messages } from '@cgi/workflows';
import { z } from '../openapi/zod';
import { DB_INTEGER_MAX } from '../http/limits';

export const organizationView = z
  .object({
    organizationId: z.number().int(),
    organizationName: z.string(),
    organizationLegalName: z.string(),
    organizationCuit: z.string(),
    organizationTypeId: z.number().int(),
    organizationTypeCode: z.string(),
    organizationTypeName: z.string(),
    organizationMaxAccessCount: z.number().int().nullable(),
    isActive: z.boolean(),
    creationDate: z.string(),
    creationUser: z.string(),
    modificationUser: z.string().nullable(),
  })
  .openapi('OrganizationView');

export const organizationTypeCount = z
  .object({ code: z.string(), name: z.string(), count: z.number().int() })
  .openapi('OrganizationTypeCount');

export const organizationPage = z
  .object({
    items: z.array(organizationView),
    offset: z.number().int(),
    limit: z.number().int(),
    /** Total after the type filter; null when past what the console counts (see `totalAtLeast`). */
    total: z.number().int().nullable(),
    /** When `total` is null: the list holds more than this many. */
    totalAtLeast: z.number().int().nullable(),
    hasMore: z.boolean(),
    /** Types present in the results before the type filter (the filter menu shows when > 1). */
    types: z.array(organizationTypeCount),
    /** The name search hit the services' limit: refine it to see every match. */
    truncated: z.boolean(),
  })
  .openapi('OrganizationPage');

const typeCodes = z
  .string()
  .regex(/^[A-Z-]+(,[A-Z-]+)*$/)
  .transform((value) => value.split(','));

export const organizationListQuery = z.object({
  name: z
    .string()
    .trim()
    .max(100)
    .optional()
    .openapi({ description: 'Nombre o nombre legal (se busca en mayúsculas, en ambos)', example: 'DEMO' }),
  types: typeCodes
    .optional()
    .openapi({ type: 'string', description: 'Tipos a mostrar, separados por coma', example: 'TESTING-ORG' }),
  offset: z.coerce.number().int().min(0).max(DB_INTEGER_MAX).default(0).openapi({ type: 'integer' }),
  limit: z.coerce.number().int().min(1).max(200).default(50).openapi({ type: 'integer' }),
});

export const cuitParams = z.object({
  cuit: z
    .string()
    .regex(/^\d{11}$/, { error: messages.cuitSearchRule })
    .openapi({ description: 'CUIT: 11 números, sin guiones', example: '30712345671' }),
});

export const organizationParams = z.object({
  id: z.coerce
    .number({ error: messages.organizationMissing })
    .int({ error: messages.organizationMissing })
    .positive({ error: messages.organizationMissing })
    .max(DB_INTEGER_MAX, { error: messages.organizationMissing })
    .openapi({ type: 'integer', description: 'organizationId', example: 2 }),
});

export const organizationHeader = z
  .object({
    organizationId: z.number().int(),
    organizationName: z.string(),
    organizationLegalName: z.string(),
    organizationCuit: z.string(),
  })
  .openapi('OrganizationHeader');

export const organizationUserView = z
  .object({
    userId: z.number().int(),
    loginAccountId: z.number().int(),
    organizationId: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    userTypeCode: z.string(),
    userTypeName: z.string(),
    commercialTypeCode: z.string().nullable(),
    commercialTypeName: z.string().nullable(),
    userStatusCode: z.string(),
    userStatusLabel: z.string(),
    legacyUserRefId: z.string().nullable(),
    startDate: z.string(),
  })
  .openapi('OrganizationUserView');

export const organizationUsersPage = z
  .object({
    organization: organizationHeader,
    items: z.array(organizationUserView),
    offset: z.number().int(),
    limit: z.number().int(),
    /** How many users the organization has; null when past what the console counts. */
    total: z.number().int().nullable(),
    /** When `total` is null: it has more than this many. */
    totalAtLeast: z.number().int().nullable(),
    hasMore: z.boolean(),
  })
  .openapi('OrganizationUsersPage');

export const pageQuery = z.object({
  offset: z.coerce.number().int().min(0).max(DB_INTEGER_MAX).default(0).openapi({ type: 'integer' }),
  limit: z.coerce.number().int().min(1).max(200).default(50).openapi({ type: 'integer' }),
});

export const studyView = z
  .object({
    suborganizationId: z.number().int(),
    suborganizationName: z.string(),
    suborganizationLegalName: z.string(),
    suborganizationCuit: z.string().nullable(),
    suborganizationTypeCode: z.string(),
    suborganizationTypeName: z.string(),
    avatar: z.object({ color: z.string(), initials: z.string() }),
    organizationId: z.number().int(),
    isActive: z.boolean(),
    creationDate: z.string(),
    creationUser: z.string(),
  })
  .openapi('StudyView');

export const organizationStudies = z
  .object({ organization: organizationHeader, items: z.array(studyView) })
  .openapi('OrganizationStudies');

export const organizationTypeView = z
  .object({
    organizationTypeId: z.number().int(),
    organizationTypeCode: z.string(),
    organizationTypeName: z.string(),
  })
  .openapi('OrganizationTypeOption');
