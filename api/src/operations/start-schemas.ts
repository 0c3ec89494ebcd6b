// The start of an operation as the OpenAPI document describes it: one named input schema per
// operation type (`SubscriberAddUserInput`, from its contract's zod schema) and one start body
// per type (`StartSubscriberAddUser`, its `type` a constant), joined in `StartOperation` as a
// `oneOf` discriminated by `type`. So the generated types (openapi/schema.d.ts) know each type's
// input, and the CLI and the web refuse a wrong field when they are compiled. The route still
// validates with the loose body (schemas.ts) and then with the contract, so an unknown type or a
// bad field keeps its Spanish answer.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { DOCUMENTATION_SAMPLE_VALUES, operationContracts, type OperationContract } from '@cgi/workflows';
import { z } from 'zod';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** 'me.module.enable' → 'MeModuleEnable'. */
export function schemaNameOf(type: string): string {
  return type
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/** The types a caller may start with `POST /api/operations` (the undo starts from its operation). */
export function startableContracts(): OperationContract[] {
  return operationContracts.filter((contract) => contract.access.start.length > 0);
}

/** The JSON Schema of what a caller sends as the type's input (before zod's transforms). */
function inputSchemaOf(contract: OperationContract): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(contract.input, {
    io: 'input',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return {
    ...schema,
    description: `La entrada de «${contract.label}» (\`${contract.type}\`)`,
    example: contract.sample(DOCUMENTATION_SAMPLE_VALUES),
  };
}

/** The document's example of starting a type, from its contract's sample. */
export function startExampleOf(contract: OperationContract): {
  type: string;
  input: Record<string, unknown>;
} {
  return { type: contract.type, input: contract.sample(DOCUMENTATION_SAMPLE_VALUES) };
}

/** Registers the per-type schemas; answers what the two start routes document as their body. */
export function registerStartSchemas(registry: OpenAPIRegistry) {
  const contracts = startableContracts();
  const mapping: Record<string, string> = {};
  for (const contract of contracts) {
    const name = schemaNameOf(contract.type);
    registry.registerComponent('schemas', `${name}Input`, inputSchemaOf(contract));
    registry.registerComponent('schemas', `Start${name}`, {
      type: 'object',
      description: `Iniciar «${contract.label}»${contract.highRisk ? ' (alto riesgo: exige `reason`)' : ''}`,
      properties: {
        type: { type: 'string', const: contract.type },
        input: ref(`${name}Input`),
        reason: {
          type: 'string',
          maxLength: 500,
          description: 'Motivo: obligatorio en las operaciones de alto riesgo (`highRisk`)',
        },
        notBefore: {
          type: 'string',
          maxLength: 40,
          description:
            'Programarla: no corre antes de esta fecha y hora (ISO 8601 con zona, hasta 90 días adelante). ' +
            "Espera 'Programada' y se puede cancelar o cambiar de hora antes de empezar",
        },
      },
      required: ['type', 'input'],
    });
    mapping[contract.type] = ref(`Start${name}`).$ref;
  }
  registry.registerComponent('schemas', 'StartOperation', {
    description:
      'El tipo de operación y su entrada: cada tipo tiene su esquema (`<Tipo>Input`); sus pasos y roles, en ' +
      '`GET /api/catalog/operation-types`',
    oneOf: contracts.map((contract) => ref(`Start${schemaNameOf(contract.type)}`)),
    discriminator: { propertyName: 'type', mapping },
  });
  return {
    schema: ref('StartOperation'),
    examples: Object.fromEntries(
      contracts.map((contract) => [
        contract.type,
        { summary: contract.label, value: startExampleOf(contract) },
      ]),
    ),
  };
}
