// Reference lists the forms need (user types for the permission picker).
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { PlatformClient } from '@cgi/platform/client';
import {
  approvalPolicyOf,
  approverRolesOf,
  describeCondition,
  operationContracts,
  operationStatusLabels,
  type OperationContract,
} from '@cgi/workflows';
import { z as zod } from 'zod';
import type { Request, Router } from 'express';
import type { AuthContext } from '../auth/context';
import { orEmpty } from '../http/platform';
import { createRouteTable } from '../http/route';
import { z } from '../openapi/zod';

const userType = z
  .object({
    organizationUserTypeId: z.number().int(),
    organizationUserTypeCode: z.string(),
    organizationUserTypeName: z.string(),
  })
  .openapi('OrganizationUserType');

const commercialUserType = z
  .object({
    organizationCommercialUserTypeId: z.number().int(),
    organizationCommercialUserTypeCode: z.string(),
    organizationCommercialUserTypeName: z.string(),
  })
  .openapi('OrganizationCommercialUserType');

const fieldLabel = z.object({ name: z.string(), label: z.string() }).openapi('OperationField');

const approvalPolicyView = z
  .object({
    approvers: z
      .union([z.literal(1), z.literal(2)])
      .openapi({ description: 'Personas distintas que deben aprobar' }),
    roles: z
      .array(z.string())
      .openapi({ description: 'Roles que pueden aprobar (y también iniciar el tipo)' }),
    when: z.object({
      kind: z.enum(['always', 'elementsAbove', 'fieldEquals']),
      count: z.number().int().optional(),
      field: z.string().optional(),
      value: z.union([z.string(), z.number(), z.boolean()]).optional(),
    }),
    condition: z
      .string()
      .openapi({ description: "Cuándo se aplica, en español ('Con más de 100 elementos')" }),
    expiresInHours: z
      .number()
      .int()
      .openapi({ description: "Cuánto puede esperar el pedido antes de quedar 'Vencida'" }),
  })
  .openapi('ApprovalPolicy');

function approvalView(contract: OperationContract): z.infer<typeof approvalPolicyView> | null {
  const policy = approvalPolicyOf(contract);
  if (!policy) return null;
  const field = policy.when.kind === 'fieldEquals' ? contract.inputFields[policy.when.field] : undefined;
  return {
    approvers: policy.approvers,
    roles: approverRolesOf(contract, policy),
    when: { ...policy.when },
    condition: policy.text ?? describeCondition(policy.when, field),
    expiresInHours: policy.expiresInHours,
  };
}

const operationType = z
  .object({
    type: z.string(),
    label: z.string(),
    roles: z
      .array(z.string())
      .openapi({ description: 'Roles que pueden iniciarla (igual a `access.start`)' }),
    access: z
      .object({ start: z.array(z.string()), retry: z.array(z.string()), cancel: z.array(z.string()) })
      .openapi({ description: 'Roles que pueden iniciarla, reintentarla y cancelarla' }),
    highRisk: z.boolean(),
    bulk: z.boolean(),
    steps: z.array(z.object({ key: z.string(), label: z.string() })),
    inputFields: z.array(fieldLabel).openapi({ description: 'Nombre en español de cada campo de `input`' }),
    resultFields: z.array(fieldLabel).openapi({ description: 'Nombre en español de cada campo de `result`' }),
    secretFields: z.array(z.string()).openapi({ description: 'Campos de `input` que nunca se muestran' }),
    inputSchema: z.record(z.string(), z.unknown()).openapi({ description: 'JSON Schema de `input`' }),
    approval: approvalPolicyView.nullable().openapi({
      description: 'Aprobación de otra persona antes del primer paso (null: nunca la necesita)',
    }),
  })
  .openapi('OperationType');

const asFields = (labels: Readonly<Record<string, string>> | undefined) =>
  Object.entries(labels ?? {}).map(([name, label]) => ({ name, label }));

function inputJsonSchema(schema: zod.ZodType): Record<string, unknown> {
  try {
    return zod.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  } catch {
    // A schema JSON Schema cannot express (a refinement on another field, say): no description.
    return {};
  }
}

/** The catalogue as scripts and the CLI see it; built once, it never changes at run time. */
function operationTypes(): z.infer<typeof operationType>[] {
  return operationContracts.map((contract) => ({
    type: contract.type,
    label: contract.label,
    roles: [...contract.access.start],
    access: {
      start: [...contract.access.start],
      retry: [...contract.access.retry],
      cancel: [...contract.access.cancel],
    },
    highRisk: contract.highRisk,
    bulk: contract.bulk,
    steps: contract.steps.map(({ key, label }) => ({ key, label })),
    inputFields: asFields(contract.inputFields),
    resultFields: asFields(contract.resultFields),
    secretFields: [...(contract.secrets?.fields ?? [])],
    inputSchema: inputJsonSchema(contract.input),
    approval: approvalView(contract),
  }));
}

export function registerCatalogRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  platformFor: (auth: AuthContext) => PlatformClient,
): void {
  const table = createRouteTable(router, registry, authenticate);
  const types = operationTypes();
  table.add({
    method: 'get',
    path: '/api/catalog/operation-types',
    summary: 'Tipos de operación',
    description:
      'Cada tipo con su nombre, los roles que pueden iniciarlo, reintentarlo y cancelarlo, si es de alto riesgo ' +
      '(exige `reason`), sus pasos, el nombre en español de cada campo de su entrada y su resultado, y el JSON ' +
      'Schema de su `input`.',
    tags: ['Catálogos'],
    roles: 'any',
    responses: { 200: { description: 'Tipos', schema: z.object({ items: z.array(operationType) }) } },
    handler: () => ({ status: 200, body: { items: types } }),
  });
  table.add({
    method: 'get',
    path: '/api/catalog/operation-statuses',
    summary: 'Estados de una operación',
    description:
      "Cada estado con la palabra que lee el personal: 'awaitingApproval' (Esperando aprobación) espera a otra " +
      "persona antes del primer paso; 'scheduled' (Programada) espera su hora; 'rejected' (Rechazada) y 'expired' (Vencida) terminaron sin ningún cambio.",
    tags: ['Catálogos'],
    roles: 'any',
    responses: {
      200: {
        description: 'Estados',
        schema: z.object({ items: z.array(z.object({ status: z.string(), label: z.string() })) }),
      },
    },
    handler: () => ({
      status: 200,
      body: { items: Object.entries(operationStatusLabels).map(([status, label]) => ({ status, label })) },
    }),
  });

  table.add({
    method: 'get',
    path: '/api/catalog/organization-user-types',
    summary: 'Tipos de usuario de organización',
    description: 'Todos los tipos; los selectores de permiso excluyen organizationUserTypeId 2 (DERIV-USER).',
    tags: ['Catálogos'],
    roles: 'any',
    responses: { 200: { description: 'Tipos', schema: z.object({ items: z.array(userType) }) } },
    handler: async ({ auth }) => {
      const items = (await orEmpty(platformFor(auth).organizations.userTypes())).map((t) => ({
        organizationUserTypeId: t.organizationUserTypeId,
        organizationUserTypeCode: t.organizationUserTypeCode,
        organizationUserTypeName: t.organizationUserTypeName,
      }));
      return { status: 200, body: { items } };
    },
  });

  table.add({
    method: 'get',
    path: '/api/catalog/organization-commercial-user-types',
    summary: 'Tipos comerciales de usuario de organización',
    description:
      "SUBSCRIBER (Suscriptor), REGISTER (Registrado). Vacía si el servicio falla ('No se encontraron tipos comerciales').",
    tags: ['Catálogos'],
    roles: 'any',
    responses: { 200: { description: 'Tipos', schema: z.object({ items: z.array(commercialUserType) }) } },
    handler: async ({ auth }) => {
      const items = (await orEmpty(platformFor(auth).organizations.commercialUserTypes())).map((t) => ({
        organizationCommercialUserTypeId: t.organizationCommercialUserTypeId,
        organizationCommercialUserTypeCode: t.organizationCommercialUserTypeCode,
        organizationCommercialUserTypeName: t.organizationCommercialUserTypeName,
      }));
      return { status: 200, body: { items } };
    },
  });
}
