import { describe, expect, it } from 'vitest';
import {
  editOrganizationForm,
  editOrganizationInput,
  initialOrganizationValues,
} from './edit-organization-form';

const organization = {
  organizationId: 2,
  organizationName: 'Estudio Contable Demo',
  organizationLegalName: 'Estudio Contable Demo S.A.',
  organizationCuit: '30712345671',
  organizationTypeId: 2,
  organizationTypeCode: 'TESTING-ORG',
  organizationTypeName: 'Organización de Testeo',
  organizationMaxAccessCount: 10,
  isActive: true,
  creationDate: '2024-01-01T00:00:00.000Z',
  creationUser: 'seed',
  modificationUser: null,
};

const initial = initialOrganizationValues(organization);
const inputOf = (values: Partial<typeof initial>) =>
  editOrganizationInput(organization, editOrganizationForm.parse({ ...initial, ...values }));

describe('Editar una organización', () => {
  it('starts from the organization', () => {
    expect(initial).toEqual({
      organizationName: 'Estudio Contable Demo',
      organizationLegalName: 'Estudio Contable Demo S.A.',
      organizationCuit: '30712345671',
      organizationMaxAccessCount: '10',
    });
  });

  it('sends the CUIT only if it changed, and the type as it is', () => {
    expect(inputOf({ organizationName: 'Otro' })).toEqual({
      organizationId: 2,
      organizationTypeId: 2,
      organizationName: 'Otro',
      organizationLegalName: 'Estudio Contable Demo S.A.',
      organizationMaxAccessCount: 10,
    });
    expect(inputOf({ organizationCuit: '30999999991' }).organizationCuit).toBe('30999999991');
    expect(inputOf({ organizationCuit: '' }).organizationCuit).toBeUndefined();
  });

  it("shows the spec's texts, and the length rule the api applies", () => {
    const result = editOrganizationForm.safeParse({
      ...initial,
      organizationName: ' ',
      organizationLegalName: 'x'.repeat(300),
      organizationCuit: '3071',
      organizationMaxAccessCount: '0',
    });
    expect(result.success).toBe(false);
    expect(Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]))).toEqual({
      organizationName: 'Ingrese el nombre',
      organizationLegalName: 'Como máximo 100 caracteres',
      organizationCuit: 'El CUIT debe contener 11 digitos',
      organizationMaxAccessCount: 'Ingrese un número',
    });
  });
});
