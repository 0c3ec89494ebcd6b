import { describe, expect, it } from 'vitest';
import { t } from './messages';
import {
  dayInputOf,
  displayDay,
  parseModulePeriod,
  parseNewModule,
  parseParameterValue,
} from './module-form';

const today = '2025-06-30';

describe('parseModulePeriod', () => {
  it('turns dd/MM/yyyy into days and accepts no end', () => {
    expect(parseModulePeriod({ startDate: '01/04/2024', finishDate: '' }, today)).toEqual({
      ok: true,
      value: { startDate: '2024-04-01', finishDate: null },
    });
    expect(parseModulePeriod({ startDate: '1/4/2024', finishDate: '31/12/2025' }, today)).toEqual({
      ok: true,
      value: { startDate: '2024-04-01', finishDate: '2025-12-31' },
    });
  });

  it('gives the spec texts in order: start, end before start, end in the past', () => {
    expect(parseModulePeriod({ startDate: '', finishDate: '' }, today)).toEqual({
      ok: false,
      errors: { startDate: t.startRequired },
    });
    expect(parseModulePeriod({ startDate: '10/07/2025', finishDate: '09/07/2025' }, today)).toEqual({
      ok: false,
      errors: { finishDate: 'La fecha de finalización debe ser posterior a la fecha de inicio' },
    });
    expect(parseModulePeriod({ startDate: '01/04/2024', finishDate: '29/06/2025' }, today)).toEqual({
      ok: false,
      errors: { finishDate: 'La fecha de finalización debe ser posterior a hoy' },
    });
    expect(parseModulePeriod({ startDate: '31/02/2025', finishDate: 'mañana' }, today)).toEqual({
      ok: false,
      errors: { startDate: t.invalidDate, finishDate: t.invalidDate },
    });
  });
});

describe('parseNewModule', () => {
  it('needs a module and rejects a past expiry', () => {
    expect(parseNewModule({ appModuleCode: '', finishDate: '' }, today)).toEqual({
      ok: false,
      errors: { appModuleCode: t.moduleRequired },
    });
    expect(parseNewModule({ appModuleCode: 'TaskMgmnt', finishDate: '29/06/2025' }, today)).toEqual({
      ok: false,
      errors: { finishDate: 'La fecha de seleccionada tiene que ser posterior a hoy' },
    });
    expect(parseNewModule({ appModuleCode: 'TaskMgmnt', finishDate: '' }, today)).toEqual({
      ok: true,
      value: { appModuleCode: 'TaskMgmnt', finishDate: null },
    });
  });
});

describe('parseParameterValue', () => {
  it('accepts whole non-negative numbers only', () => {
    expect(parseParameterValue(' 25 ')).toBe(25);
    expect(parseParameterValue('0')).toBe(0);
    expect(parseParameterValue('2.5')).toBeNull();
    expect(parseParameterValue('-1')).toBeNull();
    expect(parseParameterValue('')).toBeNull();
    expect(parseParameterValue('abc')).toBeNull();
  });
});

describe('displayDay and dayInputOf', () => {
  it('show instants as days of the console zone', () => {
    expect(displayDay('2025-07-01T02:59:59.999Z', 'x')).toBe('30/06/2025');
    expect(displayDay(null, 'Fecha no definida')).toBe('Fecha no definida');
    expect(dayInputOf('2024-04-01T12:00:00.000Z')).toBe('01/04/2024');
    expect(dayInputOf(null)).toBe('');
  });
});
