import { describe, expect, it } from 'vitest';
import { meInstanceIdIn } from './instance-crumb';

describe('meInstanceIdIn', () => {
  it('reads the instance id of the detail and users screens only', () => {
    expect(meInstanceIdIn('/ME/applicationInstances/1')).toBe('1');
    expect(meInstanceIdIn('/ME/applicationInstances/16/users')).toBe('16');
    expect(meInstanceIdIn('/ME/applicationInstances/2/instance')).toBeUndefined();
    expect(meInstanceIdIn('/ME/applicationInstances/2/statusME')).toBeUndefined();
    expect(meInstanceIdIn('/ME/applicationInstances')).toBeUndefined();
  });
});
