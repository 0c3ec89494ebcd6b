import { describe, expect, it } from 'vitest';
import { messages } from '../../messages';
import { organizationConfigureMeUserInput, organizationEditInput } from './contracts';

const editInput = (overrides: Record<string, unknown> = {}) => ({
  organizationId: 2,
  organizationName: 'Estudio Contable Demo',
  organizationLegalName: 'Estudio Contable Demo S.A.',
  organizationTypeId: 2,
  organizationMaxAccessCount: '10',
  ...overrides,
});

function errorsOf(input: unknown): Record<string, string> {
  const result = organizationEditInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('organizationEditInput', () => {
  it('accepts the form as typed and reads max users from text', () => {
    expect(organizationEditInput.parse(editInput())).toEqual({
      ...editInput(),
      organizationMaxAccessCount: 10,
    });
  });

  it('sends the CUIT only when one was given; empty means unchanged', () => {
    expect(
      organizationEditInput.parse(editInput({ organizationCuit: ' ' })).organizationCuit,
    ).toBeUndefined();
    expect(organizationEditInput.parse(editInput({ organizationCuit: '30712345671' })).organizationCuit).toBe(
      '30712345671',
    );
  });

  it('refuses a name or legal name over 100 characters (issue 16: 300 were accepted)', () => {
    expect(
      errorsOf(editInput({ organizationName: 'A'.repeat(300), organizationLegalName: 'B'.repeat(101) })),
    ).toEqual({
      organizationName: 'Como máximo 100 caracteres',
      organizationLegalName: 'Como máximo 100 caracteres',
    });
    expect(errorsOf(editInput({ organizationName: 'A'.repeat(100) }))).toEqual({});
  });

  it("refuses a CUIT that is not 11 digits with 'El CUIT debe contener 11 digitos'", () => {
    for (const organizationCuit of ['3071234567', '307123456712', '30-71234567-1', 'abcdefghijk']) {
      expect(errorsOf(editInput({ organizationCuit })), organizationCuit).toEqual({
        organizationCuit: 'El CUIT debe contener 11 digitos',
      });
    }
  });

  it("requires name and legal name with 'Ingrese el nombre', and the type", () => {
    expect(
      errorsOf(
        editInput({ organizationName: '  ', organizationLegalName: '', organizationTypeId: undefined }),
      ),
    ).toEqual({
      organizationName: 'Ingrese el nombre',
      organizationLegalName: 'Ingrese el nombre',
      organizationTypeId: messages.required,
    });
  });

  it("refuses max users that are not a number above 0 with 'Ingrese un numero'", () => {
    for (const organizationMaxAccessCount of ['0', '-3', 'diez', '', 1.5]) {
      expect(errorsOf(editInput({ organizationMaxAccessCount })), String(organizationMaxAccessCount)).toEqual(
        {
          organizationMaxAccessCount: 'Ingrese un número',
        },
      );
    }
  });
});

describe('organizationConfigureMeUserInput', () => {
  it('takes the organization and its user', () => {
    expect(organizationConfigureMeUserInput.parse({ organizationId: 2, userId: 4 })).toEqual({
      organizationId: 2,
      userId: 4,
    });
    expect(organizationConfigureMeUserInput.safeParse({ organizationId: 2 }).error?.issues[0]?.message).toBe(
      'El usuario no existe',
    );
  });
});
