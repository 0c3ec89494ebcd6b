// The commands of `consola` (scripts/cli.ts), one file each (or one per small family): sign in,
// start operations from JSON or flags, follow them with a progress bar, list, inspect, retry and
// cancel them, approve them, read the records, and manage service accounts. The order here is the
// order of `consola --help`.
import type { Command } from '../context';
import { approvals } from './approvals';
import { bulkRetry } from './bulk-retry';
import { cancel } from './cancel';
import { approve, reject } from './decisions';
import { elements } from './elements';
import { retry, undo } from './follow-ups';
import { get } from './get';
import { list } from './list';
import { refusals } from './refusals';
import { record } from './record';
import { reschedule } from './reschedule';
import { serviceAccounts } from './service-accounts';
import { login, logout, whoami } from './session';
import { start } from './start';
import { types } from './types';
import { watch } from './watch';

export const commands: Record<string, Command> = {
  login,
  logout,
  whoami,
  types,
  start,
  get,
  elements,
  watch,
  list,
  retry,
  undo,
  cancel,
  reschedule,
  approvals,
  refusals,
  approve,
  reject,
  'bulk-retry': bulkRetry,
  'service-accounts': serviceAccounts,
  record,
};
