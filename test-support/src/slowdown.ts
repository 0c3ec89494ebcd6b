// Tests' timeouts and deadlines times the run's measured slowdown (scripts/lib/slowdown.ts, which
// `npm test` and the runners' configs measure): tests reach it through the harness.
export { MAX_SLOWDOWN, measureSlowdown, runSlowdown, scaled, SLOWDOWN_ENV } from '../../scripts/lib/slowdown';
