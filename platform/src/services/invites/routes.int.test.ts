import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFixtures } from '../../seed';
import { failureOf, startTestPlatform, type TestPlatform } from '@cgi/test-support/platform';

describe('invites service', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform();
  });
  afterAll(() => t.platform.close());

  const staffActive = { inviteTypeCode: ['ORG-STAFF-USER-REGISTRATION'], inviteStatusCode: ['ACTIVE'] };

  it('finds the seeded active invite, one entry per e-mail with matches', async () => {
    const found = await t.client.invites.search({
      destinationEmail: [demoFixtures.invitedEmail, demoFixtures.waitingEmail],
      ...staffActive,
    });
    expect(found).toHaveLength(1);
    expect(found[0]!.destinationEmail).toBe(demoFixtures.invitedEmail);
    expect(found[0]!.invites).toHaveLength(1);
    expect(found[0]!.invites[0]).toMatchObject({
      inviteStatusCode: 'ACTIVE',
      inviteTypeCode: 'ORG-STAFF-USER-REGISTRATION',
      inviteData: { subscriberRefId: demoFixtures.subscriberWithRoom, firstName: 'Inés' },
    });
  });

  it('creates both kinds, filters them, and cancels one', async () => {
    const payload = {
      inviteDate: new Date().toISOString(),
      accountEmail: 'Espera@demo.com.ar',
      userId: 5,
      firstName: 'Esteban',
      lastName: 'Espera',
      organizationName: 'Estudio Contable Demo',
      organizationCuit: demoFixtures.demoOrganization.cuit,
      subscriberRefId: demoFixtures.subscriberWithRoom,
    };
    const staff = await t.client.invites.createOrgStaffRegistration(payload);
    const subscriber = await t.client.invites.createSubscriberRegistration(payload);
    expect(staff).toMatchObject({
      inviteTypeCode: 'ORG-STAFF-USER-REGISTRATION',
      inviteStatusCode: 'ACTIVE',
      destinationEmail: demoFixtures.waitingEmail,
    });
    expect(subscriber.inviteTypeCode).toBe('SUBSCRIBER-USER-REGISTRATION');

    const all = await t.client.invites.search({
      destinationEmail: [demoFixtures.waitingEmail],
      inviteTypeCode: [],
      inviteStatusCode: [],
    });
    expect(all[0]!.invites.map((i) => i.inviteId)).toEqual([subscriber.inviteId, staff.inviteId]);

    const cancelled = await t.client.invites.update({
      inviteId: staff.inviteId,
      inviteStatusCode: 'CANCELLED',
    });
    expect(cancelled.inviteStatusCode).toBe('CANCELLED');
    expect(
      await t.client.invites.update({ inviteId: staff.inviteId, inviteStatusCode: 'CANCELLED' }),
    ).toEqual(cancelled);
    expect(
      await failureOf(t.client.invites.update({ inviteId: staff.inviteId, inviteStatusCode: 'ACTIVE' })),
    ).toMatchObject({ status: 409, code: 'inviteStatusTransitionNotAllowed' });
    expect(
      await t.client.invites.search({ destinationEmail: [demoFixtures.waitingEmail], ...staffActive }),
    ).toEqual([]);
    expect(
      await failureOf(t.client.invites.update({ inviteId: 999_999, inviteStatusCode: 'CANCELLED' })),
    ).toMatchObject({
      status: 404,
      code: 'inviteNotFound',
    });
  });
});
