// Bundled with the workflows (Worker option interceptors.workflowModules). The step runner
// writes the progress memo once per workflow task, when the task's code has settled
// (step-runner.ts), which can be after the workflow's own end in the same task: an operation
// that fails outside the runner, say. Temporal drops commands that follow the workflow's end,
// so the memo's last copy would be lost; it is moved in front of the end instead.
import type { coresdk } from '@temporalio/proto';
import type { WorkflowInterceptors } from '@temporalio/workflow';

type Command = coresdk.workflow_commands.IWorkflowCommand;

const ends = (command: Command) =>
  Boolean(
    command.completeWorkflowExecution ??
    command.failWorkflowExecution ??
    command.cancelWorkflowExecution ??
    command.continueAsNewWorkflowExecution,
  );

/** The commands with any memo write that follows the workflow's end moved in front of it. */
export function memoWritesBeforeEnd(commands: readonly Command[]): Command[] {
  const end = commands.findIndex(ends);
  if (end < 0) return [...commands];
  const after = commands.slice(end + 1);
  const memo = after.filter((command) => command.modifyWorkflowProperties);
  if (memo.length === 0) return [...commands];
  return [
    ...commands.slice(0, end),
    ...memo,
    commands[end]!,
    ...after.filter((command) => !command.modifyWorkflowProperties),
  ];
}

export const interceptors = (): WorkflowInterceptors => ({
  internals: [
    {
      concludeActivation: (input, next) => next({ ...input, commands: memoWritesBeforeEnd(input.commands) }),
    },
  ],
});
