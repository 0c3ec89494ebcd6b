// POST /api/operations/validate over real HTTP in front of a real Temporal server, worker and
// platform: the same role check, input validation, reason rule and start checks as a start,
// answering 200 without starting anything.
import { notificationInstant as at, notificationMessages as m } from '@cgi/workflows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_RETRY, startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';

let api: ApiTestEnv;

beforeAll(async () => {
  api = await startApiTestEnv({ stepRetry: FAST_RETRY });
});

afterAll(async () => {
  await api?.stop();
});

const body = (type: string, input: Json, reason?: string) => ({ type, input, ...(reason ? { reason } : {}) });
const validate = (as: string, json: Json) =>
  api.call('/api/operations/validate', { method: 'POST', as, json });
const start = (as: string, json: Json) => api.call('/api/operations', { method: 'POST', as, json });

const addUser = {
  subscriberNumber: '100001',
  email: 'validada@demo.com.ar',
  firstName: 'Vale',
  lastName: 'Dada',
  userTypeCode: 'ORG-STAFF',
};

function advertisement(year: number): Json {
  return {
    notificationTitle: `Publicidad ${year}`,
    notificationText: 'Texto',
    validityStartDate: at(`${year}-05-01`, '10:00'),
    validityFinishDate: at(`${year}-05-02`, '10:00'),
    notificationTypeCode: 'ADVERTISEMENT',
    communicationChannelCodes: ['WEB-APP-PUSH'],
    blocking: false,
    suspensionStartDate: '',
    notificationConditionType: null,
    suborganizationGroupId: null,
  };
}

async function operationsOn(target: string): Promise<number> {
  const page = await api.call(`/api/operations/count?target=${encodeURIComponent(target)}`);
  return page.body!.count as number;
}

describe('POST /api/operations/validate', () => {
  it('answers 200 for an operation that could start, and starts nothing', async () => {
    const res = await validate('soporte@consola.test', body('subscriber.addUser', addUser));
    expect(res).toEqual({
      status: 200,
      body: { valid: true, type: 'subscriber.addUser', target: '100001' },
    });
    expect(await operationsOn('100001')).toBe(0);
  });

  it('refuses what a start refuses, with the same answer', async () => {
    const cases: [string, Json][] = [
      // No role for the type (the notifications reader reads only).
      ['lector@consola.test', body('notification.create', advertisement(2080), 'Aviso')],
      // Bad input, in Spanish, field by field.
      ['soporte@consola.test', body('subscriber.addUser', { ...addUser, email: 'no' })],
      // A high-risk operation without a reason.
      ['admin@consola.test', body('subscriber.deactivateUser', { subscriberNumber: '100001', userId: 6 })],
      ['admin@consola.test', body('no.such.type', {})],
    ];
    for (const [as, json] of cases) {
      const [checked, started] = [await validate(as, json), await start(as, json)];
      expect(checked.status).toBeGreaterThanOrEqual(400);
      expect(checked).toEqual(started);
    }
  });

  it('runs the start checks against the data: an overlapping notification is refused', async () => {
    const first = await start(
      'notificaciones@consola.test',
      body('notification.create', advertisement(2081), 'Aviso'),
    );
    expect((await api.waitFor(first.body!.id as string)).status).toBe('completed');
    const again = body('notification.create', advertisement(2081), 'Aviso');
    const checked = await validate('notificaciones@consola.test', again);
    expect(checked.status).toBe(409);
    expect(checked.body).toMatchObject({ message: m.alreadyExists });
    expect(
      await validate(
        'notificaciones@consola.test',
        body('notification.create', advertisement(2082), 'Aviso'),
      ),
    ).toMatchObject({
      status: 200,
    });
  });
});
