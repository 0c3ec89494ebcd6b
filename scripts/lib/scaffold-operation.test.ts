// The scaffold of a new operation (npm run new:operation): the names it derives, the files it
// writes, and the one line each of four lists gains, applied to today's files. The skeleton's
// typecheck and test were tried by hand on a copy (docs/operations.md, 'Añadir una operación').
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { namesOf, planOperation } from './scaffold-operation';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The syntax errors of a TypeScript (or TSX) text. */
function syntaxErrors(path: string, text: string): string[] {
  const out = ts.transpileModule(text, {
    fileName: path,
    reportDiagnostics: true,
    compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext },
  });
  return (out.diagnostics ?? []).map(
    (d) => `${path}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
  );
}

describe('namesOf', () => {
  it('derives every name from the type', () => {
    expect(namesOf('organizations', 'organization.archive', 'Archivar una organización')).toEqual({
      area: 'organizations',
      type: 'organization.archive',
      workflow: 'organizationArchive',
      pascal: 'OrganizationArchive',
      constant: 'ORGANIZATION_ARCHIVE',
      stem: 'organization-archive',
      label: 'Archivar una organización',
    });
    expect(namesOf('me-instance-detail', 'me.module.renewAll')).toMatchObject({
      workflow: 'meModuleRenewAll',
      constant: 'ME_MODULE_RENEW_ALL',
      stem: 'me-module-renew-all',
    });
  });

  it('refuses a type or an area it could not name files after, in Spanish', () => {
    expect(() => namesOf('organizations', 'archive')).toThrow(/Tipo inválido/);
    expect(() => namesOf('organizations', 'organization.Archive')).toThrow(/Tipo inválido/);
    expect(() => namesOf('../web', 'organization.archive')).toThrow(/Área inválida/);
  });
});

describe('planOperation', () => {
  const plan = planOperation('organizations', 'organization.archive', 'Archivar una organización');

  it('writes the steps, the contract, the workflow, the activities, a test and a confirm dialog', () => {
    expect(plan.create.map((file) => file.path)).toEqual([
      'workflows/src/operations/organizations/organization-archive-steps.ts',
      'workflows/src/operations/organizations/organization-archive-contract.ts',
      'workflows/src/operations/organizations/organization-archive-workflow.ts',
      'worker/src/activities/organization-archive.ts',
      'worker/src/activities/organization-archive.int.test.ts',
      'web/src/features/organizations/components/organization-archive-dialog.tsx',
    ]);
    for (const file of plan.create) expect(syntaxErrors(file.path, file.content)).toEqual([]);
  });

  it('keeps the workflow sandbox free of zod: the workflow imports the contract for its type only', () => {
    const workflow = plan.create.find((file) => file.path.endsWith('-workflow.ts'))!.content;
    expect(workflow).toMatch(
      /import type \{ OrganizationArchiveInput \} from '\.\/organization-archive-contract'/,
    );
    expect(workflow).not.toMatch(/from 'zod'/);
    const steps = plan.create.find((file) => file.path.endsWith('-steps.ts'))!.content;
    expect(steps).not.toMatch(/^import /m);
  });

  it("adds one line to each of four lists of today's files, and nothing twice", () => {
    expect(plan.edits.map((edit) => edit.path)).toEqual([
      'workflows/src/operations/organizations/contracts.ts',
      'workflows/src/operations/organizations/activities.ts',
      'workflows/src/operations/organizations/workflows.ts',
      'worker/src/activities/areas.ts',
    ]);
    for (const { path, edit } of plan.edits) {
      const before = readFileSync(root + path, 'utf8');
      const after = edit(before);
      expect(syntaxErrors(path, after)).toEqual([]);
      const added = after.split('\n').length - before.split('\n').length;
      expect(added, path).toBeGreaterThanOrEqual(1);
      expect(added, path).toBeLessThanOrEqual(2);
      expect(edit(after), `${path} twice`).toBe(after);
    }
    const contracts = plan.edits[0]!.edit(readFileSync(root + plan.edits[0]!.path, 'utf8'));
    expect(contracts).toMatch(/export const organizationsContracts = \[\n {2}organizationArchiveContract,\n/);
    const areas = plan.edits[3]!.edit(readFileSync(root + plan.edits[3]!.path, 'utf8'));
    expect(areas).toMatch(/import \{ organizationArchiveArea \} from '\.\/organization-archive';/);
    expect(areas).toMatch(/workerAreas: readonly WorkerArea\[\] = \[\n {2}organizationArchiveArea,\n/);
  });

  it('puts an import after a statement of several lines, not inside it', () => {
    const text = "import {\n  a,\n  b,\n} from './x';\n\nexport const fooContracts = [\n  one,\n];\n";
    const after = plan.edits[0]!.edit(text);
    expect(after).toBe(
      "import {\n  a,\n  b,\n} from './x';\nimport { organizationArchiveContract } from './organization-archive-contract';\n\n" +
        'export const fooContracts = [\n  organizationArchiveContract,\n  one,\n];\n',
    );
  });

  it('refuses an area file without its list, naming it', () => {
    expect(() => plan.edits[0]!.edit('export const x = 1;\n')).toThrow(
      /contracts\.ts: no encuentro la lista/,
    );
  });
});
