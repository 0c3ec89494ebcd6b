// What `npm run new:operation -- <area> <type>` writes: the skeleton of a new operation of an
// existing area, as new files (contract, steps and activity interface, workflow, worker
// activities, an end-to-end test, a confirm dialog) and one line in each of four lists (the
// area's contracts, the area's activities barrel, the area's workflows, the worker's areas).
// Pure: it answers the plan; scripts/new-operation.ts writes it. The skeleton passes typecheck
// and its test as it is; docs/operations.md ('Añadir una operación') says what to fill in.

export interface OperationNames {
  area: string;
  /** 'organization.archive' */
  type: string;
  /** 'organizationArchive': the workflow function, and the prefix of its activities. */
  workflow: string;
  /** 'OrganizationArchive' */
  pascal: string;
  /** 'ORGANIZATION_ARCHIVE' */
  constant: string;
  /** 'organization-archive': the new files' names. */
  stem: string;
  /** The Spanish name shown in lists. */
  label: string;
}

export interface ScaffoldPlan {
  names: OperationNames;
  /** New files, by path from the repository root. */
  create: { path: string; content: string }[];
  /** Existing files and the line each gains (applied by `edit`). */
  edits: { path: string; edit: (text: string) => string }[];
}

const TYPE_PATTERN = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/;
const AREA_PATTERN = /^[a-z][a-z0-9-]*$/;

export function namesOf(area: string, type: string, label?: string): OperationNames {
  if (!AREA_PATTERN.test(area)) throw new Error(`Área inválida: «${area}» (p. ej. organizations)`);
  if (!TYPE_PATTERN.test(type)) {
    throw new Error(
      `Tipo inválido: «${type}» (p. ej. organization.archive: palabras en camelCase unidas por puntos)`,
    );
  }
  const words = type.split('.');
  const pascal = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return {
    area,
    type,
    workflow: pascal.charAt(0).toLowerCase() + pascal.slice(1),
    pascal,
    constant: words.map((word) => word.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()).join('_'),
    stem: words.map((word) => word.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()).join('-'),
    label: label ?? `Nueva operación ${type}`,
  };
}

/** Adds `line` after the last statement whose first line starts with `startsWith` (or at the end). */
function appendAfterLast(text: string, startsWith: string, line: string): string {
  if (text.includes(line)) return text;
  const lines = text.split('\n');
  let at = lines.map((l) => l.startsWith(startsWith)).lastIndexOf(true);
  if (at === -1) return `${text.replace(/\n*$/, '\n')}${line}\n`;
  // A statement over several lines ends at its semicolon.
  while (at < lines.length - 1 && !lines[at]!.trimEnd().endsWith(';')) at += 1;
  lines.splice(at + 1, 0, line);
  return lines.join('\n');
}

/** Adds `element` as the first element of the array `export const <name> = [` (any name ending in `suffix`). */
function addToArray(text: string, suffix: string, element: string, path: string): string {
  if (text.includes(`\n  ${element},\n`)) return text;
  const pattern = new RegExp(`(export const \\w+${suffix}(?:: [^=]+)? = \\[\\n)`);
  if (!pattern.test(text))
    throw new Error(`${path}: no encuentro la lista \`export const ...${suffix} = [\``);
  return text.replace(pattern, `$1  ${element},\n`);
}

function importLine(names: string[], from: string): string {
  return `import { ${names.join(', ')} } from '${from}';`;
}

export function planOperation(area: string, type: string, label?: string): ScaffoldPlan {
  const n = namesOf(area, type, label);
  const ops = `workflows/src/operations/${area}`;
  const stepsConst = `${n.workflow}Steps`;
  const activities = `${n.pascal}Activities`;
  const apply = `${n.workflow}Apply`;
  const contract = `${n.workflow}Contract`;
  const input = `${n.workflow}Input`;
  const workerFile = `worker/src/activities/${n.stem}`;
  const areaConst = `${n.workflow}Area`;

  const create = [
    {
      path: `${ops}/${n.stem}-steps.ts`,
      content: `// ${n.label} (\`${n.type}\`): its type, its steps and the activities they call, plain data and
// types the workflow sandbox may import (the contract reads the same steps; the worker implements
// the activities in ${workerFile}.ts).
export const ${n.constant} = '${n.type}';

/** Its steps, in order: the key the workflow names, the Spanish label staff read. */
export const ${stepsConst} = [{ key: 'apply', label: 'Aplicar el cambio' }] as const;

export interface ${activities} {
  /** Safe to repeat (at-least-once): finds its own earlier effect before it writes. */
  ${apply}(args: { id: number; actorEmail: string }): Promise<{ id: number; changed: boolean }>;
}
`,
    },
    {
      path: `${ops}/${n.stem}-contract.ts`,
      content: `// ${n.label} (\`${n.type}\`): what the api, the CLI, the web, the catalogue and the OpenAPI
// document know of it (see ../contract.ts for every field a contract may declare).
import { z } from 'zod';
import { messages } from '../../messages';
import { accessFor, defineOperation, OPERATIONS_SUPPORT_ROLES } from '../contract';
import { ${n.constant}, ${stepsConst} } from './${n.stem}-steps';

export const ${input} = z.object({
  id: z.number({ error: messages.required }).int({ error: messages.required }).positive({ error: messages.required }),
});

export type ${n.pascal}Input = z.output<typeof ${input}>;

export const ${contract} = defineOperation({
  type: ${n.constant},
  workflowType: '${n.workflow}',
  label: '${n.label.replace(/'/g, "\\'")}',
  input: ${input},
  inputFields: { id: 'Id' },
  resultFields: { changed: 'Cambió' },
  steps: ${stepsConst},
  // Who starts it, and the screen they start it from (its roles must include them).
  access: accessFor(OPERATIONS_SUPPORT_ROLES),
  screen: 'operations',
  target: (value) => String(value.id),
  publicTarget: true,
  // A valid input made of the values given: the OpenAPI example and the tests' input.
  sample: (values) => ({ id: values.id }),
});
`,
    },
    {
      path: `${ops}/${n.stem}-workflow.ts`,
      content: `// ${n.label} (\`${n.type}\`): its steps in order on the shared step runner; the first failure
// stops it. Workflow code: no I/O here, only activities (${n.stem}-steps.ts).
import { proxyActivities } from '@temporalio/workflow';
import type { OperationEnvelope } from '../../core/operation-context';
import type { OperationProgress } from '../../core/progress';
import { messages } from '../../messages';
import { startOperationRunner } from '../operation-runner';
import type { ${n.pascal}Input } from './${n.stem}-contract';
import { ${n.constant}, ${stepsConst}, type ${activities} } from './${n.stem}-steps';

const activities = proxyActivities<${activities}>({
  startToCloseTimeout: '10 seconds',
  // Retries happen in the step runner so each attempt is visible in the progress.
  retry: { maximumAttempts: 1 },
});

export async function ${n.workflow}(envelope: OperationEnvelope<${n.pascal}Input>): Promise<OperationProgress> {
  const { actor } = envelope;
  const { runner, input } = await startOperationRunner(envelope, ${n.constant}, ${stepsConst}, {
    code: 'STEP_FAILED',
    message: messages.genericErrorRetry,
  });
  const applied = await runner.run('apply', () => activities.${apply}({ id: input.id, actorEmail: actor.email }));
  return runner.complete({ message: 'Listo', id: applied.id, changed: applied.changed });
}
`,
    },
    {
      path: `${workerFile}.ts`,
      content: `// The activities of ${n.label} (\`${n.type}\`): each one platform call, safe to repeat.
import type { PlatformClient } from '@cgi/platform/client';
import type { ${activities} } from '@cgi/workflows';
import { defineArea } from './area';

export function create${activities}(
  _platform: PlatformClient,
): ${activities} {
  return {
    async ${apply}({ id }) {
      // The platform's call goes here (platform/src/client): find the earlier effect, then write.
      return { id, changed: false };
    },
  };
}

export const ${areaConst} = defineArea(({ platform }) => ({
  activities: create${activities}(platform),
}));
`,
    },
    {
      path: `${workerFile}.int.test.ts`,
      content: `// ${n.label} (\`${n.type}\`) end to end: real Temporal, real worker, real platform on PGlite,
// started with its contract's sample input. Record its history for the replay test with
// RECORD_HISTORIES=worker/src/replay/histories npx vitest run --project integration ${workerFile}.int.test.ts
import { contractOf, DOCUMENTATION_SAMPLE_VALUES } from '@cgi/workflows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperationsTestEnv, type OperationsTestEnv } from '@cgi/test-support/operations-env';
import { runOperation } from '@cgi/test-support/run-operation';

let env: OperationsTestEnv;

beforeAll(async () => {
  env = await startOperationsTestEnv();
});

afterAll(async () => {
  await env?.stop();
});

describe('${n.type}', () => {
  it('runs its steps in order and completes', async () => {
    const contract = contractOf('${n.type}')!;
    const input = contract.input.parse(contract.sample(DOCUMENTATION_SAMPLE_VALUES));
    const outcome = await runOperation(env, {
      type: contract.type,
      workflowType: contract.workflowType,
      target: contract.target(input),
      input,
      actor: { email: 'admin@consola.test', userId: 900001 },
    });
    expect(outcome.ok, JSON.stringify(outcome.progress.error)).toBe(true);
    expect(outcome.progress.steps.map((step) => [step.key, step.status])).toEqual(
      contract.steps.map((step) => [step.key, 'done']),
    );
  });
});
`,
    },
    {
      path: `web/src/features/${area}/components/${n.stem}-dialog.tsx`,
      content: `// Confirms ${n.label} (\`${n.type}\`) and shows its steps live; asks for a reason when its
// contract is high risk. Open it from the screen's row menu for the contract's start roles
// (useMayStart('${n.type}')).
import type { Operation, OperationInput } from '../../../shared/api/types';
import { OperationConfirmModal } from '../../../shared/operation-confirm-modal';

export function ${n.pascal}Dialog({
  input,
  onSettled,
  onClose,
}: {
  /** Typed by the OpenAPI document: a field the type does not take fails typecheck. */
  input: OperationInput<'${n.type}'> | null;
  onSettled: (operation: Operation) => void;
  onClose: () => void;
}) {
  return (
    <OperationConfirmModal
      open={input !== null}
      title="${n.label.replace(/"/g, '&quot;')}"
      text="¿Desea continuar?"
      request={input ? { type: '${n.type}', input } : null}
      onSettled={onSettled}
      onClose={onClose}
    />
  );
}
`,
    },
  ];

  const edits: ScaffoldPlan['edits'] = [
    {
      path: `${ops}/contracts.ts`,
      edit: (text) =>
        addToArray(
          appendAfterLast(text, 'import ', importLine([contract], `./${n.stem}-contract`)),
          'Contracts',
          contract,
          `${ops}/contracts.ts`,
        ),
    },
    {
      path: `${ops}/activities.ts`,
      edit: (text) => appendAfterLast(text, 'export * from ', `export * from './${n.stem}-steps';`),
    },
    {
      path: `${ops}/workflows.ts`,
      edit: (text) =>
        appendAfterLast(text, 'export { ', `export { ${n.workflow} } from './${n.stem}-workflow';`),
    },
    {
      path: 'worker/src/activities/areas.ts',
      edit: (text) =>
        addToArray(
          appendAfterLast(text, 'import ', importLine([areaConst], `./${n.stem}`)),
          'Areas',
          areaConst,
          'worker/src/activities/areas.ts',
        ),
    },
  ];
  return { names: n, create, edits };
}
