import { describe, expect, it } from 'vitest';
import { notificationCreateShape } from './contracts';
import { conditionOf, isBlockingMaintenance, isSameNotification, mainWrite, suspensionWrite } from './decide';

const input = notificationCreateShape.parse({
  notificationTitle: 'Mantenimiento',
  notificationText: 'Texto',
  validityStartDate: '2030-01-11T01:00:00.000Z',
  validityFinishDate: '2030-01-11T09:00:00.000Z',
  notificationTypeCode: 'MAINTENANCE',
  communicationChannelCodes: ['WEB-APP-PUSH'],
  blocking: true,
  suspensionStartDate: '2030-01-11T03:00:00.000Z',
  notificationConditionType: null,
  suborganizationGroupId: 3,
});

describe('the suspension of a blocking maintenance', () => {
  it('is linked, starts at the suspension time and ends with the maintenance; text falls back to the content', () => {
    expect(isBlockingMaintenance(input)).toBe(true);
    expect(isBlockingMaintenance({ ...input, notificationTypeCode: 'INFORMATION' })).toBe(false);
    expect(suspensionWrite(input, 41)).toEqual({
      notificationTitle: 'Mantenimiento',
      notificationText: 'Texto',
      communicationChannelCodes: ['WEB-APP-PUSH'],
      validityStartDate: '2030-01-11T03:00:00.000Z',
      validityFinishDate: '2030-01-11T09:00:00.000Z',
      notificationTypeCode: 'SERVICE_SUSPENSION',
      relatedNotificationId: 41,
    });
    expect(suspensionWrite({ ...input, description: 'Sin servicio' }, 41).notificationText).toBe(
      'Sin servicio',
    );
  });

  it('associates a condition only with both parts', () => {
    expect(conditionOf(input)).toBeNull();
    expect(conditionOf({ notificationConditionType: 1, suborganizationGroupId: 3 })).toEqual({
      notificationConditionType: 1,
      suborganizationGroupId: 3,
    });
  });
});

describe('isSameNotification', () => {
  const write = mainWrite(input);
  const listed = {
    ...write,
    validityStartDate: '2030-01-11T01:00:00Z',
    creationUser: 'a@b.c',
    isActive: true,
    appCode: 'ME',
  };
  it('recognises what this create wrote, by every field and its author', () => {
    expect(isSameNotification(listed, write, 'a@b.c')).toBe(true);
    expect(isSameNotification(listed, write, 'otro@b.c')).toBe(false);
    expect(isSameNotification({ ...listed, isActive: false }, write, 'a@b.c')).toBe(false);
    expect(isSameNotification({ ...listed, notificationText: 'otro' }, write, 'a@b.c')).toBe(false);
    expect(isSameNotification({ ...listed, relatedNotificationId: 3 }, write, 'a@b.c')).toBe(false);
  });
});
