import { describe, expect, it } from 'vitest';
import { formatConsoleTime } from './core/schedule';
import { approvalMessages } from './core/approval';
import {
  actionsSeenBy,
  LIFE_STATES,
  lifeStateOf,
  lifeStateTable,
  lifeViewOf,
  stepsRan,
  type LifeFacts,
  type LifeState,
} from './life-state';

type Step = LifeFacts['steps'][number];
const done: Step = { status: 'done', startedAt: '2026-11-29T03:00:00Z', finishedAt: '2026-11-29T03:00:01Z' };
const decidedSkip: Step = { status: 'skipped', startedAt: null, finishedAt: '2026-11-29T03:00:02Z' };
const unrunSkip: Step = { status: 'skipped', startedAt: null, finishedAt: null };
const pending: Step = { status: 'pending', startedAt: null, finishedAt: null };
const running: Step = { status: 'running', startedAt: '2026-11-29T03:00:03Z', finishedAt: null };
const failed: Step = {
  status: 'failed',
  startedAt: '2026-11-29T03:00:03Z',
  finishedAt: '2026-11-29T03:00:09Z',
};

/** One operation in each state, as the api reads it. */
const examples: Record<LifeState, LifeFacts> = {
  requested: { status: 'running', steps: [pending, pending, pending] },
  awaitingApproval: { status: 'awaitingApproval', steps: [pending, pending], approvalState: 'pending' },
  scheduled: { status: 'scheduled', steps: [pending, pending, pending], scheduleState: 'waiting' },
  running: { status: 'running', steps: [done, running, pending] },
  completed: { status: 'completed', steps: [done, decidedSkip, done] },
  failed: { status: 'failed', steps: [done, failed, unrunSkip], errorCode: 'STEP_FAILED' },
  refused: { status: 'failed', steps: [done, failed, pending], errorCode: 'SUBSCRIBER_AT_CAPACITY' },
  rejected: {
    status: 'rejected',
    steps: Array.from({ length: 8 }, () => unrunSkip),
    errorCode: 'APPROVAL_REJECTED',
    approvalState: 'rejected',
  },
  withdrawn: {
    status: 'cancelled',
    steps: [unrunSkip, unrunSkip],
    approvalState: 'withdrawn',
    errorCode: 'CANCELLED',
  },
  expired: { status: 'expired', steps: [unrunSkip, unrunSkip], approvalState: 'expired' },
  cancelledBeforeTime: {
    status: 'cancelled',
    steps: [unrunSkip, unrunSkip, unrunSkip],
    scheduleState: 'cancelled',
    errorCode: 'CANCELLED',
  },
  cancelled: { status: 'cancelled', steps: [done, unrunSkip], errorCode: 'CANCELLED' },
  undone: {
    status: 'failed',
    steps: [done, failed],
    errorCode: 'STEP_FAILED',
    undoneBy: 'operation.undo/x/u',
  },
  retried: { status: 'failed', steps: [done, failed], errorCode: 'STEP_FAILED', retriedBy: 'x-r1' },
};

describe('life states', () => {
  it.each(LIFE_STATES)('%s is told apart from every other state', (state) => {
    expect(lifeStateOf(examples[state])).toBe(state);
  });

  it('each state has its own word and its own sentence', () => {
    const labels = LIFE_STATES.map((state) => lifeStateTable[state].label);
    const sentences = LIFE_STATES.map((state) => lifeStateTable[state].sentence({}));
    expect(new Set(labels).size).toBe(LIFE_STATES.length);
    expect(new Set(sentences).size).toBe(LIFE_STATES.length);
  });

  it('counts only the steps that ran: a rejected add-user ran 0 of 8, a schedule cancelled before its time 0 of 3', () => {
    expect(lifeViewOf(examples.rejected, {})).toMatchObject({ stepsDone: 0, stepsTotal: 8 });
    expect(lifeViewOf(examples.cancelledBeforeTime, {})).toMatchObject({ stepsDone: 0, stepsTotal: 3 });
    // A step the run reached and found nothing to do counts; one it never reached does not.
    expect(stepsRan([done, decidedSkip, unrunSkip, pending, failed])).toBe(2);
    expect(lifeViewOf({ ...examples.running, published: false }, {}).stepsDone).toBe(0);
  });

  it('offers the actions of its state that are open now', () => {
    expect(lifeViewOf(examples.failed, {}).actions).toEqual(['retry', 'undo']);
    expect(lifeViewOf(examples.failed, {}, { undo: false }).actions).toEqual(['retry']);
    expect(lifeViewOf(examples.awaitingApproval, {}).actions).toEqual(['approve', 'reject', 'withdraw']);
    expect(lifeViewOf(examples.scheduled, {}).actions).toEqual(['reschedule', 'cancel']);
    expect(lifeViewOf(examples.rejected, {}).actions).toEqual([]);
    expect(lifeViewOf(examples.completed, {}).actions).toEqual([]);
    expect(lifeViewOf(examples.expired, {}).actions).toEqual([]);
    expect(lifeViewOf(examples.retried, {}).actions).toEqual(['openRetry']);
    expect(lifeViewOf(examples.undone, {}).actions).toEqual(['openUndo']);
  });

  it('the requester is offered withdrawing their own request, never deciding on it (issue 43)', () => {
    const { actions } = lifeViewOf(examples.awaitingApproval, {});
    expect(actionsSeenBy(actions, { requester: true, mayDecide: false })).toEqual(['withdraw']);
    // Even were a gate to let them through, their own request is not theirs to decide.
    expect(actionsSeenBy(actions, { requester: true, mayDecide: true })).toEqual(['withdraw']);
    expect(actionsSeenBy(actions, { requester: false, mayDecide: true })).toEqual(['approve', 'reject']);
    // Another person without an approver's role, or who approved already: nothing to do.
    expect(actionsSeenBy(actions, { requester: false, mayDecide: false })).toEqual([]);
  });

  it.each(LIFE_STATES)('%s: a list row and the detail offer one person the same actions', (state) => {
    // Both are the one view of the same facts, seen by the same person.
    for (const viewer of [
      { requester: true, mayDecide: false },
      { requester: false, mayDecide: true },
      { requester: false, mayDecide: false },
    ]) {
      for (const available of [{}, { retry: false }, { undo: false }, { retry: false, undo: false }]) {
        const row = actionsSeenBy(lifeViewOf(examples[state], {}, available).actions, viewer);
        const detail = actionsSeenBy(
          lifeViewOf(examples[state], { step: 'Un paso' }, available).actions,
          viewer,
        );
        expect(row).toEqual(detail);
        // Nothing but what the state offers; approval actions only where approval is pending.
        for (const action of row) expect(lifeStateTable[state].actions).toContain(action);
      }
    }
  });

  it('waiting for approval says who may approve and until when', () => {
    const view = lifeViewOf(examples.awaitingApproval, {
      approverRoles: ['CGI.Admin', 'CGI.CustomerSupport'],
      expiresAt: '30/11/2026 00:08',
      missing: 1,
    });
    expect(view.sentence).toBe(
      'Espera la aprobación de otra persona con rol Administración o Soporte, hasta el 30/11/2026 00:08. Todavía no se hizo ningún cambio.',
    );
  });
});

describe('times in the event log', () => {
  it('a quarter past midnight reads 00:14, never 24:14', () => {
    // 00:14 in Buenos Aires is 03:14 UTC.
    expect(formatConsoleTime('2026-11-29T03:14:00Z')).toBe('29/11/2026 00:14 (hora de Buenos Aires)');
    expect(approvalMessages.requestedLog(1, '2026-11-30T03:08:00Z')).toContain('vence 30/11/2026 00:08');
  });
});
