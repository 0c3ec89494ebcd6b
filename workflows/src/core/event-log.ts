// The audit write every operation makes at each step (spec 1 §7: pushProcessLogEventLogger);
// implemented in worker/ as a local activity, its failures ignored.
export interface EventLogActivities {
  logOperationEvent(args: { transactionId: string; processName: string; eventText: string }): Promise<void>;
}
