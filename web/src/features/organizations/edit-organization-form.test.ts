import { describe, expect, it } from 'vitest';
import {
  initialOrganizationValues,
  isOrganizationDirty,
  validateEditOrganization,
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

describe('Editar una organización', () => {
  it('starts from the organization and is not dirty until a field changes', () => {
    expect(initial).toEqual({
      organizationName: 'Estudio Contable Demo',
      organizationLegalName: 'Estudio Contable Demo S.A.',
      organizationCuit: '30712345671',
      organizationTypeId: '2',
      organizationMaxAccessCount: '10',
    });
    expect(isOrganizationDirty(initial, initial)).toBe(false);
    expect(isOrganizationDirty(initial, { ...initial, organizationName: 'Otro' })).toBe(true);
  });

  it('sends the CUIT only if it changed', () => {
    const same = validateEditOrganization(2, initial, { ...initial, organizationName: 'Otro' });
    expect(same.ok && same.input.organizationCuit).toBeUndefined();
    const changed = validateEditOrganization(2, initial, { ...initial, organizationCuit: '30999999991' });
    expect(changed.ok && changed.input.organizationCuit).toBe('30999999991');
    const emptied = validateEditOrganization(2, initial, { ...initial, organizationCuit: '' });
    expect(emptied.ok && emptied.input.organizationCuit).toBeUndefined();
  });

  it("shows the spec's texts", () => {
    const result = validateEditOrganization(2, initial, {
      ...initial,
      organizationName: ' ',
      organizationCuit: '3071',
      organizationMaxAccessCount: '0',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        organizationName: 'Ingrese el nombre',
        organizationCuit: 'El CUIT debe contener 11 digitos',
        organizationMaxAccessCount: 'Ingrese un numero',
      },
    });
  });
});
