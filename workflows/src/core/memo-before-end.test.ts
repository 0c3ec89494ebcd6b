import { describe, expect, it } from 'vitest';
import { memoWritesBeforeEnd } from './memo-before-end';

const memo = (n: number) => ({ modifyWorkflowProperties: { upsertedMemo: { fields: { n: {} } } }, n });
const activity = { scheduleActivity: { seq: 1 } };

describe('memo writes before the workflow ends', () => {
  it.each([
    ['completes', { completeWorkflowExecution: {} }],
    ['fails', { failWorkflowExecution: {} }],
    ['is cancelled', { cancelWorkflowExecution: {} }],
    ['continues as new', { continueAsNewWorkflowExecution: {} }],
  ])('moves a memo write that follows the end in front of it when the workflow %s', (_, end) => {
    const commands = [activity, end, memo(1)] as never[];
    expect(memoWritesBeforeEnd(commands)).toEqual([activity, memo(1), end]);
  });

  it('keeps the order of several writes and of what came before', () => {
    const end = { failWorkflowExecution: {} };
    const commands = [memo(1), activity, end, memo(2), memo(3)] as never[];
    expect(memoWritesBeforeEnd(commands)).toEqual([memo(1), activity, memo(2), memo(3), end]);
  });

  it('leaves a task that does not end the workflow as it is', () => {
    const commands = [memo(1), activity, memo(2)] as never[];
    expect(memoWritesBeforeEnd(commands)).toEqual(commands);
  });
});
