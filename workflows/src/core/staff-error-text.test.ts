import { describe, expect, it } from 'vitest';
import { explainFailure } from '../operations/aftermath';
import { contractOf } from '../operations/catalog';
import { subscriberAddUserSteps } from '../operations/subscribers/activities';
import { messages } from '../messages';
import { initialProgress } from './progress';
import { staffErrorText } from './staff-error-text';

const RAW = 'invites /createOrgStaffRegistrationUserInvite → 500: Request failed: internal error';

describe('a service failure as staff read it', () => {
  it.each([
    [RAW, 'El servicio de invitaciones no respondió (error interno)'],
    [
      'subscribers /assignUser → 503: Request failed: injected fault (test hook)',
      'El servicio de suscriptores no respondió (no disponible)',
    ],
    ['loginAccounts /x → sin conexión: ', 'No se pudo conectar con el servicio de cuentas de acceso'],
    [
      'storage /restore → 404: El documento no existe',
      'El servicio de almacenamiento no encontró lo pedido: El documento no existe',
    ],
    ['Activity task timed out', 'El servicio demoró demasiado en responder'],
  ])('%s', (raw, text) => {
    const said = staffErrorText(raw);
    expect(said).toBe(text);
    // No path, no status code, no English.
    expect(said).not.toMatch(/\/|→|\d{3}|Request failed/);
  });

  it('leaves a Spanish message as it is, and is idempotent', () => {
    expect(staffErrorText(messages.subscriberAtCapacity)).toBe(messages.subscriberAtCapacity);
    expect(staffErrorText(staffErrorText(RAW))).toBe(staffErrorText(RAW));
  });

  it("'Qué pasó' says why the step failed, in those words", () => {
    const progress = initialProgress(subscriberAddUserSteps);
    for (const step of progress.steps) {
      if (step.key === 'sendInvite') {
        step.status = 'failed';
        step.error = RAW;
        break;
      }
      step.status = 'done';
    }
    progress.error = { code: 'STEP_FAILED', message: messages.addUserStepFailed };
    const text = explainFailure(contractOf('subscriber.addUser')!, progress)?.text ?? '';
    expect(text).toContain(
      'no se envió la invitación de registro porque el servicio de invitaciones no respondió (error interno)',
    );
    expect(text).not.toContain('/createOrg');
  });
});
