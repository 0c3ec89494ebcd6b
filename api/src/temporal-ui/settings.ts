// The Temporal UI asks its server for its settings (GET /api/v1/settings) and shows a write
// action's button only when they allow it. The embedded dev server has no flag for that, so
// the door rewrites the answer: write actions disabled, every one of them by name too, for a
// UI version that reads the per-action flags. Auth and the codec stay as the server says (the
// console's sign-in is in front; the UI's own auth, when a server has it, keeps working).

/** The settings that hide a write action (Temporal UI 2.x). */
export const WRITE_ACTION_FLAGS = [
  'WorkflowTerminateDisabled',
  'WorkflowCancelDisabled',
  'WorkflowSignalDisabled',
  'WorkflowUpdateDisabled',
  'WorkflowResetDisabled',
  'WorkflowPauseDisabled',
  'BatchActionsDisabled',
  'StartWorkflowDisabled',
  'ActivityCommandsDisabled',
] as const;

export const SETTINGS_PATH = '/api/v1/settings';

/** The server's settings with every write action disabled; undefined when they are not a JSON object. */
export function readOnlySettings(body: string): string | undefined {
  let settings: unknown;
  try {
    settings = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (settings === null || typeof settings !== 'object' || Array.isArray(settings)) return undefined;
  const rewritten: Record<string, unknown> = { ...settings, DisableWriteActions: true };
  for (const flag of WRITE_ACTION_FLAGS) rewritten[flag] = true;
  return JSON.stringify(rewritten);
}
