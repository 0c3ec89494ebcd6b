import { describe, expect, it } from 'vitest';
import { m } from '../messages';
import { enablementErrors } from './enablement-dialog';
import { folderTooltip } from './storage-status-page';

const caps = {
  maxFirmStaffCount: '2',
  maxFirmCustomerCount: '50',
  maxFirmCustomerStaffCount: '75',
  maxCapacityGB: '25',
};

describe('enablementErrors (spec 2 §5)', () => {
  it('asks for every cap and an expiry not earlier than today', () => {
    expect(enablementErrors(caps, '2099-12-31', '2026-01-05')).toEqual({
      caps: undefined,
      expiry: undefined,
    });
    expect(enablementErrors({ ...caps, maxCapacityGB: '' }, '2099-12-31', '2026-01-05').caps).toBe(
      m.capsIncomplete,
    );
    expect(enablementErrors(caps, '2026-01-04', '2026-01-05').expiry).toBe(m.expiryInvalid);
    expect(enablementErrors(caps, '', '2026-01-05').expiry).toBe(m.expiryInvalid);
    expect(enablementErrors(caps, '2026-01-05', '2026-01-05').expiry).toBeUndefined();
  });
});

describe('folderTooltip (spec 2 §2.6)', () => {
  const folder = { name: null, creationDate: null, statusCode: null };
  it('names each of the five folder states', () => {
    expect(folderTooltip({ ...folder, state: 'NOT_FOUND' })).toBe('No existe');
    expect(folderTooltip({ ...folder, state: 'DELETED' })).toBe('Eliminado');
    expect(folderTooltip({ ...folder, state: 'INACTIVE', statusCode: 'BLOCKED' })).toBe('BLOCKED');
    expect(folderTooltip({ ...folder, state: 'FAILURE' })).toBe('Fallo al buscar la carpeta');
    expect(folderTooltip({ ...folder, state: 'ACTIVE' })).toBe('Activa');
  });
});
