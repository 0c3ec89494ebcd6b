import { describe, expect, it } from 'vitest';
import { assignableUserTypes } from './get-user-types';

const createType = (id: number, code: string, name: string) => ({
  organizationUserTypeId: id,
  organizationUserTypeCode: code,
  organizationUserTypeName: name,
});

describe('assignableUserTypes', () => {
  it('excludes the type with id 2 and keeps the order', () => {
    const items = [
      createType(1, 'ORG-STAFF', 'Colaborador'),
      createType(2, 'DERIV-USER', 'Derivado'),
      createType(3, 'ORG-ADMIN', 'Administrador'),
    ];
    expect(assignableUserTypes(items).map((item) => item.organizationUserTypeName)).toEqual([
      'Colaborador',
      'Administrador',
    ]);
  });

  it('drops codes the operation would reject', () => {
    expect(assignableUserTypes([createType(9, 'OTHER', 'Otro')])).toEqual([]);
  });
});
