import { describe, expect, it } from 'vitest';
import { m } from '../messages';
import { messages } from '../../../shared/messages';
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
      fields: {},
      expiry: undefined,
    });
    // The empty field is marked itself, not only the form.
    expect(enablementErrors({ ...caps, maxCapacityGB: '' }, '2099-12-31', '2026-01-05').fields).toEqual({
      maxCapacityGB: m.enablement.capRequired,
    });
    // "2.5" is refused, never read as 25.
    expect(enablementErrors({ ...caps, maxCapacityGB: '2.5' }, '2099-12-31', '2026-01-05').fields).toEqual({
      maxCapacityGB: m.enablement.capInteger,
    });
    expect(enablementErrors({ ...caps, maxCapacityGB: '' }, '2099-12-31', '2026-01-05').caps).toBe(
      m.capsIncomplete,
    );
    expect(enablementErrors(caps, '2026-01-04', '2026-01-05').expiry).toBe(m.expiryInvalid);
    expect(enablementErrors(caps, '', '2026-01-05').expiry).toBe(m.expiryInvalid);
    // Typed text that is no date (the console's own date field keeps it as typed).
    expect(enablementErrors(caps, '31/02/2026', '2026-01-05').expiry).toBe(messages.datePicker.invalid);
    expect(enablementErrors(caps, '2026-01-05', '2026-01-05').expiry).toBeUndefined();
  });
});

describe('folderTooltip (spec 2 §2.6)', () => {
  const folder = { name: null, creationDate: null, statusCode: null };
  it('names each of the five folder states', () => {
    expect(folderTooltip({ ...folder, state: 'NOT_FOUND' })).toBe('No existe');
    expect(folderTooltip({ ...folder, state: 'DELETED' })).toBe('Eliminado');
    // In words, never the service's code (issue 16: 'PENDING' on screen).
    expect(folderTooltip({ ...folder, state: 'INACTIVE', statusCode: 'BLOCKED' })).toBe('Bloqueada');
    expect(folderTooltip({ ...folder, state: 'INACTIVE', statusCode: 'PENDING' })).toBe('Pendiente');
    expect(folderTooltip({ ...folder, state: 'INACTIVE', statusCode: 'OTRO' })).toBe('Carpeta no activa');
    expect(folderTooltip({ ...folder, state: 'FAILURE' })).toBe('Fallo al buscar la carpeta');
    expect(folderTooltip({ ...folder, state: 'ACTIVE' })).toBe('Activa');
  });
});
