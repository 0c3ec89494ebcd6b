import { describe, expect, it } from 'vitest';
import { CONSOLE_TIME_ZONE } from '../../time-zone';
import {
  createFormFailure,
  editFormFailure,
  manageableNotificationTypes,
  notificationCreateInput,
  notificationCreateShape,
  notificationEditShape,
  notificationInstant as at,
  notificationLocalParts,
  notificationMessages as m,
  overlappingNotification,
  type ExistingNotification,
  type NotificationCreateValues,
  type NotificationEditValues,
} from './contracts';

const valid: NotificationCreateValues = {
  notificationTitle: 'Mantenimiento',
  notificationText: 'Texto',
  validityStartDate: at('2030-01-10', '22:00'),
  validityFinishDate: at('2030-01-11', '06:00'),
  notificationTypeCode: 'MAINTENANCE',
  communicationChannelCodes: ['WEB-APP-PUSH', 'MOBILE-APP-PUSH'],
  blocking: false,
  suspensionStartDate: '',
  notificationConditionType: null,
  suborganizationGroupId: null,
};

const createFailure = (values: Partial<NotificationCreateValues>, existing?: ExistingNotification[]) =>
  createFormFailure(notificationCreateShape.parse({ ...valid, ...values }), existing)?.message ?? null;

const existing = (over: Partial<ExistingNotification>): ExistingNotification => ({
  notificationId: 1,
  notificationTypeCode: 'MAINTENANCE',
  appCode: 'ME',
  isActive: true,
  validityStartDate: at('2030-01-11', '00:00'),
  validityFinishDate: at('2030-01-12', '00:00'),
  ...over,
});

describe(`notification times (${CONSOLE_TIME_ZONE})`, () => {
  it('reads a date and time in Buenos Aires; a blank time is 00:00; no date is empty', () => {
    expect(at('2030-01-10', '22:00')).toBe('2030-01-11T01:00:00.000Z');
    expect(at('2030-01-10', '')).toBe('2030-01-10T03:00:00.000Z');
    expect(at('', '10:00')).toBe('');
    expect(notificationLocalParts('2030-01-11T01:00:00.000Z')).toEqual({ date: '2030-01-10', time: '22:00' });
  });
});

describe('create form rules, in the order of spec 2 §5', () => {
  it('answers the first rule that fails', () => {
    const allEmpty: Partial<NotificationCreateValues> = {
      notificationTitle: ' ',
      notificationText: '',
      validityStartDate: '',
      validityFinishDate: '',
      notificationTypeCode: '',
      communicationChannelCodes: [],
    };
    const order = [
      [allEmpty, m.enterTitle],
      [{ ...allEmpty, notificationTitle: 'T' }, m.enterContent],
      [{ ...allEmpty, notificationTitle: 'T', notificationText: 'X' }, m.enterStart],
      [
        {
          ...allEmpty,
          notificationTitle: 'T',
          notificationText: 'X',
          validityStartDate: valid.validityStartDate,
        },
        m.enterEnd,
      ],
      [{ notificationTypeCode: '', communicationChannelCodes: [] }, m.selectType],
      [{ communicationChannelCodes: [] }, m.selectPlatform],
      [{ validityFinishDate: valid.validityStartDate }, m.endAfterStart],
      [{}, null],
    ] as [Partial<NotificationCreateValues>, string | null][];
    for (const [values, message] of order) expect(createFailure(values)).toBe(message);
  });

  it("refuses an overlapping active ME notification of the same type ('Ya existe una notificación')", () => {
    expect(createFailure({}, [existing({})])).toBe(m.alreadyExists);
    expect(createFailure({}, [existing({ isActive: false })])).toBeNull();
    expect(createFailure({}, [existing({ notificationTypeCode: 'INFORMATION' })])).toBeNull();
    expect(createFailure({}, [existing({ appCode: 'CGI' })])).toBeNull();
    // Touching windows do not overlap.
    expect(createFailure({}, [existing({ validityStartDate: valid.validityFinishDate! })])).toBeNull();
    expect(
      createFailure({}, [existing({ validityStartDate: at('2029-01-01', ''), validityFinishDate: null })]),
    ).toBe(m.alreadyExists);
  });

  it('checks the suspension of a blocking maintenance', () => {
    const blocking = { blocking: true };
    expect(createFailure(blocking)).toBe(m.enterStart);
    expect(createFailure({ ...blocking, suspensionStartDate: valid.validityFinishDate })).toBe(
      m.suspensionBeforeEnd,
    );
    expect(createFailure({ ...blocking, suspensionStartDate: at('2030-01-10', '21:00') })).toBe(
      m.suspensionAfterStart,
    );
    expect(createFailure({ ...blocking, suspensionStartDate: valid.validityStartDate })).toBeNull();
    // Only a MAINTENANCE is blocking.
    expect(createFailure({ ...blocking, notificationTypeCode: 'INFORMATION' })).toBeNull();
    // The suspension's own window must not overlap another active suspension.
    expect(
      createFailure({ ...blocking, suspensionStartDate: at('2030-01-11', '00:00') }, [
        existing({ notificationTypeCode: 'SERVICE_SUSPENSION' }),
      ]),
    ).toBe(m.alreadyExists);
  });

  it('wants both condition type and study group, or neither', () => {
    expect(createFailure({ notificationConditionType: 1 })).toBe(m.selectStudyGroup);
    expect(createFailure({ suborganizationGroupId: 2 })).toBe(m.selectConditionType);
    expect(createFailure({ notificationConditionType: 1, suborganizationGroupId: 2 })).toBeNull();
  });

  it('the operation input carries the first failure on its field, and refuses a suspension as a type', () => {
    const parsed = notificationCreateInput.safeParse({ ...valid, communicationChannelCodes: [] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['communicationChannelCodes', m.selectPlatform],
    ]);
    expect(
      notificationCreateInput.safeParse({ ...valid, notificationTypeCode: 'SERVICE_SUSPENSION' }).success,
    ).toBe(false);
  });
});

describe('edit form rules', () => {
  const edit: NotificationEditValues = {
    notificationId: 7,
    notificationTitle: 'T',
    notificationText: 'X',
    validityStartDate: valid.validityStartDate,
    validityFinishDate: valid.validityFinishDate,
    communicationChannelCodes: ['WEB-APP-PUSH'],
    notificationConditionType: null,
    suborganizationGroupId: null,
    blocking: true,
    suspension: { notificationId: 8, validityStartDate: at('2030-01-11', '00:00'), validityFinishDate: '' },
  };
  const failure = (
    values: Partial<NotificationEditValues>,
    current?: Parameters<typeof editFormFailure>[1],
  ) => editFormFailure(notificationEditShape.parse({ ...edit, ...values }), current)?.message ?? null;

  it("wants the suspension's start and end, start first ('Ingrese un rango horario valido')", () => {
    expect(failure({})).toBe(m.suspensionRange);
    expect(
      failure({ suspension: { ...edit.suspension!, validityFinishDate: at('2030-01-10', '23:00') } }),
    ).toBe(m.suspensionRange);
    expect(
      failure({ suspension: { ...edit.suspension!, validityFinishDate: valid.validityFinishDate! } }),
    ).toBeNull();
    expect(failure({ suspension: null })).toBeNull();
  });

  it('says an edit of the linked suspension is blocking (what its approval policy reads)', () => {
    const whole = { ...edit.suspension!, validityFinishDate: valid.validityFinishDate! };
    expect(failure({ suspension: whole, blocking: false })).toBe(m.blockingUndeclared);
    expect(failure({ suspension: whole })).toBeNull();
    expect(failure({ suspension: null, blocking: false })).toBeNull();
  });

  it('has no type rule, and the overlap ignores the notification itself and its suspension', () => {
    expect(failure({ suspension: null, communicationChannelCodes: [] })).toBe(m.selectPlatform);
    const current = {
      typeCode: 'MAINTENANCE',
      existing: [
        existing({ notificationId: 7 }),
        existing({ notificationId: 8, notificationTypeCode: 'SERVICE_SUSPENSION' }),
      ],
    };
    expect(
      failure(
        { suspension: { ...edit.suspension!, validityFinishDate: valid.validityFinishDate! } },
        current,
      ),
    ).toBeNull();
    expect(failure({ suspension: null }, { ...current, existing: [existing({ notificationId: 9 })] })).toBe(
      m.alreadyExists,
    );
  });
});

describe('types per role (spec 2 §6)', () => {
  it('admins manage every type, the info operator two, the reader none', () => {
    expect(manageableNotificationTypes(['CGI.Admin'])).toHaveLength(4);
    expect(manageableNotificationTypes(['CGI.GlobalNotificationAdmin'])).toHaveLength(4);
    expect(manageableNotificationTypes(['CGI.GlobalNotificationInfoOperator'])).toEqual([
      'ADVERTISEMENT',
      'INFORMATION',
    ]);
    expect(manageableNotificationTypes(['CGI.GlobalNotificationReader'])).toEqual([]);
    expect(overlappingNotification({ typeCode: 'X', start: '', end: null }, [])).toBeUndefined();
  });
});
