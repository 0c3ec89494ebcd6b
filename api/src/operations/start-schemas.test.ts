// The OpenAPI document names each operation type's input and joins the start bodies in a
// `oneOf` discriminated by `type`; every example there is an input its contract accepts.
import { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { contractOf, operationContracts } from '@cgi/workflows';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../openapi/document';
import { registerStartSchemas, schemaNameOf, startableContracts } from './start-schemas';

type Schema = Record<string, unknown>;

describe('the start of an operation in the OpenAPI document', () => {
  const registry = new OpenAPIRegistry();
  const body = registerStartSchemas(registry);
  const schemas = buildOpenApiDocument(registry).components!.schemas as Record<string, Schema>;

  it('names one input schema and one start body per type a caller may start', () => {
    const types = startableContracts().map((contract) => contract.type);
    expect(types).toHaveLength(operationContracts.length - 1);
    expect(types).not.toContain('operation.undo');
    for (const type of types) {
      expect(schemas[`${schemaNameOf(type)}Input`], type).toMatchObject({ type: 'object' });
      expect(schemas[`Start${schemaNameOf(type)}`]?.properties).toMatchObject({
        type: { const: type },
        input: { $ref: `#/components/schemas/${schemaNameOf(type)}Input` },
      });
    }
  });

  it('joins them in StartOperation, a oneOf discriminated by type', () => {
    const start = schemas.StartOperation as { oneOf: unknown[]; discriminator: Schema };
    expect(start.oneOf).toHaveLength(startableContracts().length);
    expect(start.discriminator).toMatchObject({
      propertyName: 'type',
      mapping: { 'me.module.enable': '#/components/schemas/StartMeModuleEnable' },
    });
    expect(body.schema).toEqual({ $ref: '#/components/schemas/StartOperation' });
  });

  it("gives each type an example its contract's schema accepts", () => {
    for (const [type, example] of Object.entries(body.examples)) {
      const parsed = contractOf(type)!.input.safeParse((example.value as { input: unknown }).input);
      expect(parsed.error?.issues ?? [], type).toEqual([]);
      expect(schemas[`${schemaNameOf(type)}Input`]?.example).toEqual(example.value.input);
    }
  });

  it("keeps each input's fields and which of them are required", () => {
    const input = schemas.SubscriberAddUserInput as { properties: Schema; required: string[] };
    expect(Object.keys(input.properties)).toEqual([
      'subscriberNumber',
      'email',
      'firstName',
      'lastName',
      'phone',
      'userTypeCode',
    ]);
    expect(input.required).toEqual(['subscriberNumber', 'email', 'firstName', 'lastName', 'userTypeCode']);
  });
});
