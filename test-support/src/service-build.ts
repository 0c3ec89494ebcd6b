// The console's services built to JavaScript, for tests that run one as a real process (a worker
// SIGKILLed half-way): the tests reach the build through the harness, never into scripts/.
export { ensureServiceBuild, serviceNodeArgs } from '../../scripts/lib/service-build';
