import { describe, expect, it } from 'vitest';
import { approvalMessages } from './approval';
import { scheduleMessages } from './schedule';

describe('event-log lines name where a request came from as the screens do', () => {
  it("says '(desde Consola)', never '(desde ui)'", () => {
    expect(approvalMessages.approvedLog('ana@consola.test', 'ui')).toBe(
      'Aprobada por ana@consola.test (desde Consola)',
    );
    expect(approvalMessages.rejectedLog('ana@consola.test', 'cli', 'No corresponde')).toBe(
      'Rechazada por ana@consola.test (desde Línea de comandos): No corresponde',
    );
    expect(
      scheduleMessages.rescheduledLog(
        'ana@consola.test',
        'api',
        '2026-11-29T03:14:00Z',
        '2026-11-30T03:08:00Z',
      ),
    ).toBe(
      'Hora cambiada por ana@consola.test (desde API): de 29/11/2026 00:14 (hora de Buenos Aires) a 30/11/2026 00:08 (hora de Buenos Aires)',
    );
  });

  it('a rejection closes the run with a line that does not repeat it', () => {
    expect(approvalMessages.endedAfterRejectionLog).not.toMatch(/Rechazada/);
  });
});
