// The audit write every operation makes at each step (spec 1 §7: pushProcessLogEventLogger);
// implemented in worker/ as local activities, their failures ignored.
export interface EventLogActivities {
  logOperationEvent(args: { transactionId: string; processName: string; eventText: string }): Promise<void>;
  /**
   * Several lines of one operation, written in order, one pushProcessLogEventLogger call each.
   * A step runner writes its lines in batches (see core/step-runner.ts): a local activity holds
   * its workflow task open until it returns, so one per line delayed every step.
   */
  logOperationEvents(args: {
    transactionId: string;
    processName: string;
    eventTexts: string[];
  }): Promise<void>;
}
