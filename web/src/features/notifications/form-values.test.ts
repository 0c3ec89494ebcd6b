import { notificationMessages as m } from '@cgi/workflows/inputs';
import { describe, expect, it } from 'vitest';
import { createFailureOf, createInputOf, editInputOf, emptyForm, formOf } from './form-values';

const filled = {
  ...emptyForm,
  title: 'Mantenimiento',
  content: 'Texto',
  startDate: '2030-01-10',
  startTime: '22:00',
  endDate: '2030-01-11',
  endTime: '',
  type: 'MAINTENANCE',
};

describe('notification form values', () => {
  it('checks both platforms by default and reads blank times as 00:00 in Buenos Aires', () => {
    const input = createInputOf(filled);
    expect(input.communicationChannelCodes).toEqual(['WEB-APP-PUSH', 'MOBILE-APP-PUSH']);
    expect(input.validityStartDate).toBe('2030-01-11T01:00:00.000Z');
    expect(input.validityFinishDate).toBe('2030-01-11T03:00:00.000Z');
    expect(input.blocking).toBe(false);
  });

  it('reports the first rule in the order of spec 2 §5', () => {
    expect(createFailureOf(emptyForm, [])?.message).toBe(m.enterTitle);
    expect(createFailureOf({ ...filled, web: false, mobile: false }, [])?.message).toBe(m.selectPlatform);
    expect(createFailureOf({ ...filled, blocking: true }, [])).toEqual({
      field: 'suspensionStartDate',
      message: m.enterStart,
    });
    expect(createFailureOf({ ...filled, conditionType: '1' }, [])?.message).toBe(m.selectStudyGroup);
    expect(createFailureOf(filled, [])).toBeNull();
  });

  it('prefills the edit form from a list entry, suspension included', () => {
    const form = formOf({
      notificationTitle: 'T',
      notificationText: 'X',
      validityStartDate: '2030-01-11T01:00:00.000Z',
      validityFinishDate: '2030-01-11T09:00:00.000Z',
      notificationTypeCode: 'MAINTENANCE',
      communicationChannels: [{ communicationChannelCode: 'MOBILE-APP-PUSH' }],
      suborganizationGroups: [{ suborganizationGroupId: 2, notificationConditionTypeId: 1 }],
      linkedSuspension: {
        validityStartDate: '2030-01-11T03:30:00.000Z',
        validityFinishDate: '2030-01-11T09:00:00.000Z',
      },
    });
    expect(form).toMatchObject({
      startDate: '2030-01-10',
      startTime: '22:00',
      endTime: '06:00',
      web: false,
      mobile: true,
      blocking: true,
      suspensionTime: '00:30',
      suspensionEndTime: '06:00',
      conditionType: '1',
      studyGroup: '2',
    });
  });

  it('says an edit is blocking when it edits a blocking maintenance or a suspension (it needs approval)', () => {
    expect(editInputOf(filled, 7, 8).blocking).toBe(true);
    expect(editInputOf({ ...filled, type: 'SERVICE_SUSPENSION' }, 8, null).blocking).toBe(true);
    expect(editInputOf(filled, 7, null).blocking).toBe(false);
    expect(editInputOf({ ...filled, type: 'INFORMATION' }, 9, null).blocking).toBe(false);
  });
});
