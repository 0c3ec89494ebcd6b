// Display of a notification card (spec 2 §2.10): times in Buenos Aires, fallbacks for a missing
// title, text or channels.
import { formatInstant } from '../../shared/lib/dates';
import { notificationTexts as t } from './messages';

const BLANK = '- -';

/**
 * dd/MM/yyyy HH:mm in America/Argentina/Buenos_Aires. The spec writes hh:mm; with no AM/PM
 * marker a 12-hour clock would show 22:00 and 10:00 alike, so the hours are 00–23.
 */
export const formatNotificationTime = (iso: string | null | undefined): string =>
  formatInstant(iso, 'dd/MM/yyyy HH:mm') ?? BLANK;

export const titleOf = (title: string | null | undefined) => title?.trim() || t.untitled;
export const textOf = (text: string | null | undefined) => text?.trim() || t.noText;

/** 'Canal 1' and 'Canal 2' with their descriptions (at most two), or the empty text. */
export function channelLines(
  channels: readonly { communicationChannelDesc: string }[],
): { label: string; value: string }[] | string {
  if (channels.length === 0) return t.noChannels;
  return channels.slice(0, 2).map((c, i) => ({ label: t.channel(i + 1), value: c.communicationChannelDesc }));
}
