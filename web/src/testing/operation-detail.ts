// The part of an operation's detail that most component tests hold constant: nothing retried or
// undone it, nothing explains a failure, its history is still in the engine, it is not high risk.
// A test spreads it and writes out what it is about (its type, state, steps, approval).
import type { Operation } from '../shared/api/types';

export const DETAIL_WITHOUT_FOLLOW_UPS = {
  engineHistoryExpired: false,
  highRisk: false,
  retryOf: null,
  retriedBy: null,
  retryOfName: null,
  retriedByName: null,
  retryable: false,
  explanation: null,
  retryBlockedReason: null,
  undo: null,
  undoOf: null,
  undoOfName: null,
  undoneBy: null,
  undoneByName: null,
  undoSteps: null,
} satisfies Partial<Operation>;
