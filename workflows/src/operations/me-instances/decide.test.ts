import { describe, expect, it } from 'vitest';
import { meEnableInput, todayIso } from './contracts';
import { meInstancesMessages as m } from './messages';
import {
  buildEnablementRequest,
  isFullyInitialised,
  moduleChanges,
  parameterChanges,
  sameDay,
} from './decide';
import type { MeInitialisationState, MeInstanceSnapshot } from './activities';

const organization = {
  organizationId: 3,
  organizationName: 'Cliente Demo',
  organizationLegalName: 'Cliente Demo S.A.',
  organizationCuit: '30711111111',
};
const input = meEnableInput.parse({
  organizationId: 3,
  maxFirmStaffCount: 2,
  maxFirmCustomerCount: 50,
  maxFirmCustomerStaffCount: 75,
  maxCapacityGB: 25,
  accessFinishDate: '2099-12-31',
});

const instance = (over: Partial<MeInstanceSnapshot> = {}): MeInstanceSnapshot => ({
  applicationInstanceId: 9,
  orgAppAccessStatusCode: 'GRANTED',
  accessFinishDate: '2099-12-31T00:00:00.000Z',
  parameters: [],
  modules: [],
  ...over,
});

describe('buildEnablementRequest', () => {
  it('pairs each cap with its parameter code and names the study after the organization', () => {
    const request = buildEnablementRequest(organization, input, '2026-01-05');
    expect(request).toMatchObject({
      organizationId: 3,
      suborganizationName: 'Cliente Demo',
      suborganizationLegalName: 'Cliente Demo',
      suborganizationCUIT: '30711111111',
      accessStartDate: '2026-01-05',
      accessFinishDate: '2099-12-31',
    });
    expect(
      request.appParams.map((p) => [p.appParameterCode, p.parameterValue, p.productParameterRefCode]),
    ).toEqual([
      ['User.MaxFirmStaffCount', 2, 'ME.USER.MAX-FIRM-STAFF-COUNT'],
      ['FirmCustomer.MaxFirmCustomerCount', 50, 'ME.FIRM-CUSTOMER.MAX-FIRM-CUSTOMER-COUNT'],
      ['User.MaxFirmCustomerStaffCount', 75, 'ME.USER.MAX-FIRM-CUSTOMER-STAFF-COUNT'],
      ['Storage.MaxCapacityGB', 25, 'ME.STORAGE.MAX-CAPACITY-GB'],
      ['CommunicationVE.MaxFirmCustomerCount', 0, null],
    ]);
  });
});

describe('meEnableInput', () => {
  it('refuses a missing cap, a non-integer, an e-Ventanilla cap other than 0 and a past expiry', () => {
    const base = {
      organizationId: 3,
      maxFirmStaffCount: 2,
      maxFirmCustomerCount: 50,
      maxFirmCustomerStaffCount: 75,
      maxCapacityGB: 25,
      accessFinishDate: '2099-12-31',
    };
    const issue = (over: object) => meEnableInput.safeParse({ ...base, ...over }).error?.issues[0]?.message;
    expect(issue({ maxCapacityGB: undefined })).toBe(m.capsIncomplete);
    expect(issue({ maxFirmStaffCount: 2.5 })).toBe(m.capsIncomplete);
    expect(issue({ maxEVentanillaCustomerCount: 3 })).toBe(m.eVentanillaCapFixed);
    expect(issue({ accessFinishDate: '2020-01-01' })).toBe(m.expiryInvalid);
    expect(issue({ accessFinishDate: '' })).toBe(m.expiryInvalid);
    expect(issue({ accessFinishDate: todayIso() })).toBeUndefined();
  });
});

describe('parameterChanges and moduleChanges', () => {
  it('keeps only the parameters whose value differs', () => {
    const request = buildEnablementRequest(organization, input, '2026-01-05');
    const current = instance({
      parameters: request.appParams.map((p) => ({ code: p.appParameterCode, value: p.parameterValue })),
    });
    expect(parameterChanges(current, request.appParams)).toEqual([]);
    current.parameters[0]!.value = 10;
    expect(parameterChanges(current, request.appParams).map((p) => p.appParameterCode)).toEqual([
      'User.MaxFirmStaffCount',
    ]);
  });

  it('enables the missing modules and renews the ended ones', () => {
    const current = instance({
      modules: [
        { code: 'OrgFirmMgmnt', finishDate: null },
        { code: 'Storage', finishDate: '2025-01-31T00:00:00.000Z' },
      ],
    });
    const requested = ['OrgFirmMgmnt', 'FirmCustomer', 'Storage'].map((appModuleCode) => ({ appModuleCode }));
    expect(moduleChanges(current, requested, new Date('2026-01-05'))).toEqual({
      enable: ['FirmCustomer'],
      renew: ['Storage'],
    });
  });
});

describe('isFullyInitialised', () => {
  const state: MeInitialisationState = {
    suborganizationId: 1,
    suborganizationExist: true,
    baseFolderExist: true,
    applicationInstanceId: 9,
    admins: [
      { userId: 1, email: 'a@b.co', isActive: true, configured: true },
      { userId: 2, email: 'c@d.co', isActive: false, configured: false },
    ],
  };

  it('holds only when every part exists with the requested expiry', () => {
    expect(isFullyInitialised(state, instance(), '2099-12-31')).toBe(true);
    expect(isFullyInitialised(state, instance(), '2030-06-30')).toBe(false);
    expect(isFullyInitialised(state, null, '2099-12-31')).toBe(false);
    expect(isFullyInitialised({ ...state, baseFolderExist: false }, instance(), '2099-12-31')).toBe(false);
    expect(isFullyInitialised(state, instance({ orgAppAccessStatusCode: 'SUSPENDED' }), '2099-12-31')).toBe(
      false,
    );
    expect(
      isFullyInitialised(
        { ...state, admins: [{ userId: 1, email: null, isActive: true, configured: false }] },
        instance(),
        '2099-12-31',
      ),
    ).toBe(false);
    expect(sameDay('2099-12-31T00:00:00.000Z', '2099-12-31')).toBe(true);
  });
});
