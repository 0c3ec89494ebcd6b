// Schemas of the Mi Estudio bulk endpoints: the CSV enablement document check and the
// declarations screens (spec 2 §2.7, §2.15).
import { meBulkMessages } from '@cgi/workflows';
import { z } from '../openapi/zod';
import { DB_INTEGER_MAX } from '../http/limits';

const cuitMessage = 'El CUIT debe contener 11 numeros, sin guiones';

export const csvFileHeaders = z.object({
  'x-file-name': z
    .string()
    .optional()
    .openapi({ description: 'Nombre del archivo (codificado como URI)', example: 'Modelo_de_documento.csv' }),
});

export const csvDocumentView = z
  .object({
    fileName: z.string(),
    rowCount: z.number().int(),
    organizationCount: z.number().int(),
    encoding: z
      .enum(['utf-8', 'windows-1252', 'utf-16le', 'utf-16be'])
      .openapi({ description: 'La codificación en que se leyó el documento' }),
    /** `CUIT;MODULO;FECHA_INICIO;FECHA_FIN`, the input of the me.csvEnablement operation. */
    rows: z.array(z.string()),
  })
  .openapi('CsvEnablementDocument');

export const csvProblemView = z
  .object({
    line: z.number().int().nullable(),
    column: z.string().nullable(),
    message: z.string(),
    value: z.string(),
  })
  .openapi('CsvEnablementProblem');

export const csvDocumentError = z
  .object({
    code: z.literal('eAuthzErrorUndefinedRequestParameter'),
    message: z.literal(meBulkMessages.csvIncorrect),
    problems: z.array(csvProblemView),
    problemsNotListed: z.number().int(),
  })
  .openapi('CsvEnablementDocumentError');

export const declarationsSearchQuery = z.object({
  cuit: z
    .string({ error: cuitMessage })
    .regex(/^\d{11}$/, { error: cuitMessage })
    .openapi({ description: 'CUIT de la organización, 11 números sin guiones', example: '30712345671' }),
});

export const declarationsStudyView = z
  .object({
    suborganizationId: z.number().int(),
    suborganizationName: z.string(),
    suborganizationCuit: z.string().nullable(),
  })
  .openapi('DeclarationsFirm');

export const declarationsSearchView = z
  .object({
    organizationId: z.number().int(),
    organizationName: z.string(),
    organizationCuit: z.string(),
    firms: z.array(declarationsStudyView),
  })
  .openapi('DeclarationsSearch');

export const studyParams = z.object({
  suborganizationId: z.coerce
    .number({ error: meBulkMessages.declarationsServiceNotFound })
    .int({ error: meBulkMessages.declarationsServiceNotFound })
    .positive({ error: meBulkMessages.declarationsServiceNotFound })
    .max(DB_INTEGER_MAX, { error: meBulkMessages.declarationsServiceNotFound })
    .openapi({ type: 'integer', description: 'suborganizationId del estudio', example: 1 }),
});

export const lockedDeclarationView = z
  .object({
    personalLegalDeclarationId: z.string(),
    customerSuborganizationId: z.number().int(),
    customerSuborganizationName: z.string(),
    personalLegalDeclarationDesc: z.string(),
    editionUserId: z.string(),
    periodYear: z.number().int(),
    maturityDueDate: z.string(),
    declarationStatusDesc: z.string(),
    modificationDate: z.string(),
  })
  .openapi('LockedDeclaration');

export const studyDeclarationsView = z
  .object({
    firm: declarationsStudyView.extend({ organizationId: z.number().int() }),
    declarations: z.array(lockedDeclarationView),
  })
  .openapi('FirmDeclarations');
