import { describe, expect, it } from 'vitest';
import { meOrganizationIdIn } from './me-crumbs';

describe('meOrganizationIdIn', () => {
  it('reads the organization id of the instances and statusME screens only', () => {
    expect(meOrganizationIdIn('/ME/applicationInstances/2/instance')).toBe('2');
    expect(meOrganizationIdIn('/ME/applicationInstances/5/statusME')).toBe('5');
    expect(meOrganizationIdIn('/ME/applicationInstances/1')).toBeUndefined();
    expect(meOrganizationIdIn('/ME/applicationInstances/1/users')).toBeUndefined();
    expect(meOrganizationIdIn('/organizations/2/users')).toBeUndefined();
  });
});
