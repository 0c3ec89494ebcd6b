import { describe, expect, it } from 'vitest';
import { channelLines, formatNotificationTime, textOf, titleOf } from './format';

describe('notification card formats', () => {
  it('shows times in Buenos Aires as dd/MM/yyyy HH:mm', () => {
    expect(formatNotificationTime('2025-07-06T01:00:00.000Z')).toBe('05/07/2025 22:00');
    expect(formatNotificationTime('2025-07-06T13:05:00.000Z')).toBe('06/07/2025 10:05');
    expect(formatNotificationTime(null)).toBe('- -');
    expect(formatNotificationTime('nope')).toBe('- -');
  });

  it('falls back for a missing title, text or channels', () => {
    expect(titleOf(' ')).toBe('Notificación sin título');
    expect(textOf(null)).toBe('Notificación sin texto');
    expect(channelLines([])).toBe('No hay canales de comunicación');
    expect(
      channelLines([
        { communicationChannelDesc: 'Mi Estudio Web' },
        { communicationChannelDesc: 'Mi Estudio Mobile' },
        { communicationChannelDesc: 'Otro' },
      ]),
    ).toEqual([
      { label: 'Canal 1', value: 'Mi Estudio Web' },
      { label: 'Canal 2', value: 'Mi Estudio Mobile' },
    ]);
  });
});
