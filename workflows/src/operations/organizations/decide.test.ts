import { describe, expect, it } from 'vitest';
import { isMeConfigurable, planOrganizationUpdate } from './decide';

const edit = {
  organizationId: 2,
  organizationName: 'Nuevo',
  organizationLegalName: 'Nuevo S.A.',
  organizationTypeId: 2,
  organizationMaxAccessCount: 5,
};

describe('planOrganizationUpdate', () => {
  it('sends a changed CUIT', () => {
    expect(
      planOrganizationUpdate(
        { organizationCuit: '30712345671' },
        { ...edit, organizationCuit: '30999999991' },
      ),
    ).toEqual({ ...edit, organizationCuit: '30999999991' });
  });

  it('leaves out a CUIT that is the current one, or none', () => {
    expect(
      planOrganizationUpdate(
        { organizationCuit: '30712345671' },
        { ...edit, organizationCuit: '30712345671' },
      ),
    ).toEqual(edit);
    expect(planOrganizationUpdate({ organizationCuit: '30712345671' }, edit)).toEqual(edit);
  });
});

describe('isMeConfigurable', () => {
  it('admits ACTIVE collaborators and administrators only', () => {
    expect(isMeConfigurable({ userStatusCode: 'ACTIVE', userTypeCode: 'ORG-STAFF' })).toBe(true);
    expect(isMeConfigurable({ userStatusCode: 'ACTIVE', userTypeCode: 'ORG-ADMIN' })).toBe(true);
    expect(isMeConfigurable({ userStatusCode: 'ACTIVE', userTypeCode: 'DERIV-USER' })).toBe(false);
    expect(isMeConfigurable({ userStatusCode: 'WAITING_VALIDATION', userTypeCode: 'ORG-ADMIN' })).toBe(false);
    expect(isMeConfigurable({ userStatusCode: 'SUSPENDED', userTypeCode: 'ORG-STAFF' })).toBe(false);
  });
});
