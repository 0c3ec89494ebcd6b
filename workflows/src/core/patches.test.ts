import { describe, expect, it } from 'vitest';
import { APPROVAL_WAIT_PATCH } from './approval';
import { BULK_ELEMENTS_IN_STORE } from './bulk';
import { OUTCOME_RECORDED, OUTCOME_RECORDED_LOCALLY } from './outcome-record';
import { FOLDED_PATCHES, PATCHES_FOLDED } from './patches';
import { RELATED_LEARNED_WHILE_RUNNING } from './related-entities';
import { SCHEDULE_WAIT_PATCH } from './schedule';
import { EVENT_LOG_BATCHED, PERMANENT_FAILURES_END_STEP, PROGRESS_MEMO_ONCE_PER_TASK } from './step-runner';
import { ROLE_ASSIGN_READS_ACCESS } from '../operations/me-instance-detail/decide';

describe('the folded patches', () => {
  it('stand for every patch an operation asks, by the names their markers were recorded with', () => {
    const asked = [
      PROGRESS_MEMO_ONCE_PER_TASK,
      EVENT_LOG_BATCHED,
      PERMANENT_FAILURES_END_STEP,
      RELATED_LEARNED_WHILE_RUNNING,
      OUTCOME_RECORDED,
      OUTCOME_RECORDED_LOCALLY,
      APPROVAL_WAIT_PATCH,
      SCHEDULE_WAIT_PATCH,
      BULK_ELEMENTS_IN_STORE,
      ROLE_ASSIGN_READS_ACCESS,
    ];
    expect([...FOLDED_PATCHES].sort()).toEqual([...asked].sort());
    expect(FOLDED_PATCHES.has(PATCHES_FOLDED)).toBe(false);
  });
});
