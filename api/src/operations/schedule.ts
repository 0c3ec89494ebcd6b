// Scheduled operations on the api's side (issue 30, item 6): the time a start or a reschedule
// asks for, checked with the clock here before anything starts (a Spanish field error), and
// the refusals of the workflow's reschedule Update as answers.
import { refuseNotBefore, type ScheduleRefusalCode } from '@cgi/workflows';
import { apiMessages, HttpError } from '../http/errors';

/** The time as UTC ISO, or a 400 naming the field; undefined when none was asked for. */
export function checkedNotBefore(notBefore: string | undefined, now = Date.now()): string | undefined {
  if (notBefore === undefined) return undefined;
  const trimmed = notBefore.trim();
  const refusal = refuseNotBefore(trimmed, now);
  if (refusal)
    throw new HttpError(400, 'VALIDATION', apiMessages.invalidInput, { notBefore: refusal.message });
  return new Date(trimmed).toISOString();
}

/** What each refusal code of the workflow's reschedule validator answers. */
export const rescheduleRefusalStatus: Record<ScheduleRefusalCode, 400 | 409> = {
  SCHEDULE_INVALID: 400,
  SCHEDULE_IN_PAST: 400,
  SCHEDULE_TOO_FAR: 400,
  ALREADY_STARTED: 409,
};
