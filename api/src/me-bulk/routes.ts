// Endpoints of the area — Mi Estudio: habilitación de módulos por CSV y declaraciones bloqueadas (spec 2 §2.7, §2.15).
// The operations themselves (me.csvEnablement, declarations.unlock) start through POST
// /api/operations; these endpoints check the document and read the declarations screens.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { PlatformError, type PlatformClient } from '@cgi/platform/client';
import { ME_BULK_ROLES, meBulkMessages } from '@cgi/workflows';
import type { Request, Router } from 'express';
import type { AuthContext } from '../auth/context';
import { errorBody, HttpError } from '../http/errors';
import { readRawBody } from '../http/raw-body';
import { createRouteTable } from '../http/route';
import { checkEnablementDocument, CSV_MAX_BYTES, csvMessages, neutralizeCell } from './csv-document';
import {
  csvDocumentError,
  csvDocumentView,
  csvFileHeaders,
  declarationsSearchQuery,
  declarationsSearchView,
  studyDeclarationsView,
  studyParams,
} from './schemas';

export const declarationsMessages = {
  organizationNotFound: 'No existe una organización con el CUIT ingresado',
  noActiveStudies: 'No se encontraron estudios activos asociados al CUIT ingresado',
} as const;

function fileNameOf(header: string | undefined): string {
  if (!header) return '';
  try {
    return decodeURIComponent(header).slice(0, 255);
  } catch {
    return header.slice(0, 255);
  }
}

export function registerMeBulkRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  platformFor: (auth: AuthContext) => PlatformClient,
): void {
  const table = createRouteTable(router, registry, authenticate);

  table.add({
    method: 'post',
    path: '/api/me-bulk/csv-enablement/document',
    summary: 'Revisar un documento .CSV de habilitación de módulos',
    description:
      'Cuerpo: el archivo tal cual (`Content-Type: text/csv`), con su nombre en `X-File-Name`. Revisa tipo, ' +
      'tamaño (32 MB), codificación, encabezado `CUIT;MODULO;FECHA_INICIO;FECHA_FIN` y cada fila (CUIT de 11 ' +
      'números, módulo existente, fechas AAAA-MM-DD) sin cambiar nada, y responde las filas normalizadas: la ' +
      'entrada de la operación `me.csvEnablement`. Codificación: la de su marca de orden de bytes, o el ' +
      '`charset` del `Content-Type`, o UTF-8 si lo es y si no Windows-1252 (Latin-1, como lo guarda una ' +
      'planilla); la respuesta dice cuál leyó. Un documento con errores responde 400 ' +
      "`eAuthzErrorUndefinedRequestParameter` 'El documento es incorrecto.' con cada fila errónea y su línea; " +
      'uno de más de 32 MB, 413 con el mismo cuerpo, sin leerlo entero. Los valores devueltos se neutralizan ' +
      'contra fórmulas de planilla.',
    tags: ['Mi Estudio'],
    roles: ME_BULK_ROLES,
    headers: csvFileHeaders,
    rawBody: {
      mediaTypes: ['text/csv', 'text/plain', 'application/octet-stream'],
      description: 'El documento .CSV tal cual: `CUIT;MODULO;FECHA_INICIO;FECHA_FIN` y una fila por módulo',
      maxBytes: CSV_MAX_BYTES,
    },
    responses: {
      200: { description: 'Documento correcto: sus filas normalizadas', schema: csvDocumentView },
      400: {
        description: "'El documento es incorrecto.' con los problemas encontrados",
        schema: csvDocumentError,
      },
      413: {
        description: "'El documento es incorrecto.': supera 32 MB (no se lee más allá)",
        schema: csvDocumentError,
      },
    },
    handler: async ({ req, res, auth }) => {
      const body = await readRawBody(req, res, CSV_MAX_BYTES);
      if (!body.ok) {
        return {
          status: 413,
          body: {
            code: 'eAuthzErrorUndefinedRequestParameter',
            message: meBulkMessages.csvIncorrect,
            problems: [{ line: null, column: null, message: csvMessages.tooBig, value: '' }],
            problemsNotListed: 0,
          },
        };
      }
      const fileName = fileNameOf(req.header('x-file-name'));
      const knownModules = new Set(
        (await platformFor(auth).authorization.modules('ME')).appModules.map(
          (module) => module.appModuleCode,
        ),
      );
      const check = checkEnablementDocument(
        { name: fileName, type: req.header('content-type') ?? '', bytes: body.bytes },
        { knownModules },
      );
      if (!check.ok) {
        return {
          status: 400,
          body: {
            code: 'eAuthzErrorUndefinedRequestParameter',
            message: meBulkMessages.csvIncorrect,
            problems: check.problems,
            problemsNotListed: check.problemsNotListed,
          },
        };
      }
      return {
        status: 200,
        body: {
          fileName: neutralizeCell(fileName),
          rowCount: check.rowCount,
          organizationCount: check.organizationCount,
          encoding: check.encoding,
          rows: check.rows,
        },
      };
    },
  });

  table.add({
    method: 'get',
    path: '/api/me-bulk/declarations/search',
    summary: 'Buscar los estudios de una organización por CUIT (declaraciones)',
    description:
      "Organización y estudios activos del CUIT. 404 'No existe una organización con el CUIT ingresado' o " +
      "'No se encontraron estudios activos asociados al CUIT ingresado'.",
    tags: ['Mi Estudio'],
    roles: ME_BULK_ROLES,
    query: declarationsSearchQuery,
    responses: {
      200: { description: 'La organización y sus estudios activos', schema: declarationsSearchView },
      404: { description: 'Sin organización o sin estudios activos', schema: errorBody },
    },
    handler: async ({ query, auth }) => {
      const platform = platformFor(auth);
      let organization;
      try {
        organization = await platform.organizations.byCuit(query.cuit);
      } catch (error) {
        if (error instanceof PlatformError && error.isNotFound) {
          throw new HttpError(404, 'ORGANIZATION_NOT_FOUND', declarationsMessages.organizationNotFound);
        }
        throw error;
      }
      const studies = (
        await platform.suborganizations.ofOrganization(organization.organizationId).catch(() => [])
      )
        .filter((study) => study.isActive)
        .map((study) => ({
          suborganizationId: study.suborganizationId,
          suborganizationName: study.suborganizationName,
          suborganizationCuit: study.suborganizationCuit,
        }));
      if (studies.length === 0)
        throw new HttpError(404, 'NO_ACTIVE_FIRMS', declarationsMessages.noActiveStudies);
      return {
        status: 200,
        body: {
          organizationId: organization.organizationId,
          organizationName: organization.organizationName,
          organizationCuit: organization.organizationCuit,
          firms: studies,
        },
      };
    },
  });

  table.add({
    method: 'get',
    path: '/api/me-bulk/declarations/:suborganizationId',
    summary: 'Declaraciones bloqueadas de un estudio',
    description:
      'El estudio y sus declaraciones juradas bloqueadas, la modificada más recientemente primero. ' +
      "404 'Ocurrió un error en un servicio de: declarations' si el estudio no existe.",
    tags: ['Mi Estudio'],
    roles: ME_BULK_ROLES,
    params: studyParams,
    responses: {
      200: { description: 'El estudio y sus declaraciones bloqueadas', schema: studyDeclarationsView },
      404: { description: 'El estudio no existe', schema: errorBody },
    },
    handler: async ({ params, auth }) => {
      const platform = platformFor(auth);
      const notFound = (error: unknown) => {
        if (error instanceof PlatformError && error.isNotFound) {
          throw new HttpError(404, 'NOT_FOUND', meBulkMessages.declarationsServiceNotFound);
        }
        throw error;
      };
      const [study, declarations] = await Promise.all([
        platform.suborganizations.byId(params.suborganizationId).catch(notFound),
        platform.declarations.locked(params.suborganizationId).catch(notFound),
      ]);
      return {
        status: 200,
        body: {
          firm: {
            suborganizationId: study.suborganizationId,
            suborganizationName: study.suborganizationName,
            suborganizationCuit: study.suborganizationCuit,
            organizationId: study.organizationId,
          },
          declarations: declarations.map((declaration) => ({
            personalLegalDeclarationId: declaration.personalLegalDeclarationId,
            customerSuborganizationId: declaration.customerSuborganizationId,
            customerSuborganizationName: declaration.customerSuborganizationName,
            personalLegalDeclarationDesc: declaration.personalLegalDeclarationDesc,
            editionUserId: declaration.bpDeclarations.editionUserId,
            periodYear: declaration.bpDeclarations.bpDeclarationPeriodYear,
            maturityDueDate: declaration.bpDeclarations.bpMaturityDueDate,
            declarationStatusDesc: declaration.bpDeclarations.declarationStatusDesc,
            modificationDate: declaration.modificationDate,
          })),
        },
      };
    },
  });
}
