/**
 * The dynamic configuration every Temporal dev server of the project runs with (the stack's and
 * the tests'), the same values deploy/temporal/dynamicconfig.yaml gives the production server.
 */
export const TEMPORAL_DEV_DYNAMIC_CONFIG = [
  // Operations mirror their progress (a few KB) into the memo at every step; the dev server's
  // default warning threshold would log each of those updates.
  'limit.blobSize.warn=262144',
  'limit.memoSize.warn=262144',
  // Each step's activity goes straight back to the worker that scheduled it.
  'system.enableActivityEagerExecution=true',
  // How often a second the history service may read its transfer and visibility queues. Each
  // step passes the transfer queue when its activity completes (the next workflow task reaches
  // matching from there); at Temporal's default of 20 reads a second that task waited 18-25 ms
  // on an idle server (its `task_latency_load`), about half of a step's time.
  // 1,000 against 200 and 20 (the default): one operation alone p50 339-367 ms against
  // 351-458 and 475-479 ms; 200 operations by 50 clients moved within the noise either way.
  'history.transferProcessorMaxPollRPS=1000',
  'history.visibilityProcessorMaxPollRPS=1000',
];

/** `--dynamic-config-value` flags for `temporal server start-dev`. */
export function temporalDevDynamicConfigFlags(): string[] {
  return TEMPORAL_DEV_DYNAMIC_CONFIG.flatMap((setting) => ['--dynamic-config-value', setting]);
}
