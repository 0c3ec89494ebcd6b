// Contracts and workflows are declared apart (the contract never enters the workflow sandbox),
// so nothing but this test ties them: every contract's workflowType is a workflow the worker
// registers and no workflow is left without a contract; each workflow starts its runner with
// its contract's type and steps, in the contract's order; and every step key it names is one
// of them. The keys are read by the TypeScript checker from the workflow code itself (the
// runner is typed by its steps: see StepRunner), so the pairing holds for code never run here.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import * as allRegistered from '../workflows';
import * as alertWorkflows from '../alerts/workflows';
import * as recordWorkflows from '../record/workflows';
import { operationContracts } from './catalog';
import { scaled } from '@cgi/test-support/slowdown';

/** What a workflow's code says about itself, as the checker reads it. */
interface DeclaredWorkflow {
  /** The operation type it starts its runner with. */
  type: string | null;
  /** The keys of the steps it starts its runner with, in order (null: not literal). */
  steps: (string | null)[];
  /** Every literal step key it hands to its runner (run, skip, step, noteStep, the bulk steps...). */
  keysUsed: string[];
}

const RUNNER_STARTS = new Set(['startOperationRunner', 'runBulkOperation']);
const BULK_STEP_PROPERTIES = new Set(['prepareStep', 'processStep']);

/** Every registered workflow but the alerts' and the record's own, which run no operation. */
const registered = Object.fromEntries(
  Object.entries(allRegistered).filter(([name]) => !(name in alertWorkflows) && !(name in recordWorkflows)),
);

function readWorkflows(): Map<string, DeclaredWorkflow> {
  const configPath = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));
  const config = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  const options = ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(configPath)).options;
  const entry = fileURLToPath(new URL('../workflows.ts', import.meta.url));
  // Only what the workflows import: no ambient @types (the sandbox code uses none), no lib check.
  const program = ts.createProgram([entry], { ...options, noEmit: true, types: [], skipLibCheck: true });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;

  const literal = (node: ts.Node): string | null => {
    const type = checker.getTypeAtLocation(node);
    return type.isStringLiteral() ? type.value : null;
  };
  const isRunner = (node: ts.Node) => checker.getTypeAtLocation(node).getSymbol()?.getName() === 'StepRunner';
  /** The `key` of each element of an `as const` list of steps. */
  const stepKeys = (node: ts.Node): (string | null)[] => {
    const type = checker.getTypeAtLocation(node);
    if (!checker.isTupleType(type)) return [null];
    return checker.getTypeArguments(type as ts.TypeReference).map((element) => {
      const key = element.getProperty('key');
      const keyType = key && checker.getTypeOfSymbol(key);
      return keyType?.isStringLiteral() ? keyType.value : null;
    });
  };
  const property = (object: ts.Expression | undefined, name: string) =>
    object && ts.isObjectLiteralExpression(object)
      ? object.properties.find(
          (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === name,
        )?.initializer
      : undefined;

  const found = new Map<string, DeclaredWorkflow>();
  for (const exported of checker.getExportsOfModule(module)) {
    if (exported.name in alertWorkflows || exported.name in recordWorkflows) continue;
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.declarations?.find(ts.isFunctionDeclaration);
    if (!declaration?.body) continue;
    const declared: DeclaredWorkflow = { type: null, steps: [], keysUsed: [] };
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const args = node.arguments;
        if (ts.isIdentifier(callee) && RUNNER_STARTS.has(callee.text)) {
          // startOperationRunner(envelope, TYPE, steps, ...) or runBulkOperation(envelope, { type, steps, ... })
          const bulk = callee.text === 'runBulkOperation';
          const typeNode = bulk ? property(args[1], 'type') : args[1];
          const stepsNode = bulk ? property(args[1], 'steps') : args[2];
          declared.type = typeNode ? literal(typeNode) : null;
          declared.steps = stepsNode ? stepKeys(stepsNode) : [null];
        } else if (ts.isPropertyAccessExpression(callee) && isRunner(callee.expression) && args[0]) {
          const key = literal(args[0]);
          if (key !== null) declared.keysUsed.push(key);
        } else {
          // A helper handed the runner and then one of its keys: noteStep(runner, 'key', ...).
          args.forEach((arg, index) => {
            const next = args[index + 1];
            if (next && isRunner(arg)) {
              const key = literal(next);
              if (key !== null) declared.keysUsed.push(key);
            }
          });
        }
      }
      if (ts.isPropertyAssignment(node) && BULK_STEP_PROPERTIES.has(node.name.getText())) {
        const key = literal(node.initializer);
        if (key !== null) declared.keysUsed.push(key);
      }
      ts.forEachChild(node, visit);
    };
    visit(declaration.body);
    found.set(exported.getName(), declared);
  }
  return found;
}

let declared: Map<string, DeclaredWorkflow>;

// Reading the program takes seconds alone, minutes on a machine busy with other test files.
beforeAll(() => {
  declared = readWorkflows();
}, scaled(600_000));

describe('registration: contracts and workflows', () => {
  it('pairs every contract with a registered workflow, and every workflow with a contract', () => {
    const workflowNames = Object.entries(registered)
      .filter(([, value]) => typeof value === 'function')
      .map(([name]) => name)
      .sort();
    const workflowTypes = operationContracts.map((contract) => contract.workflowType).sort();
    expect(workflowTypes).toEqual(workflowNames);
    expect(new Set(workflowTypes).size).toBe(workflowTypes.length);
  });

  it('reads what each workflow declares from its code (the checker sees every one)', () => {
    expect([...declared.keys()].sort()).toEqual(Object.keys(registered).sort());
    // The reading itself: organization.edit names its type, its two steps and both keys.
    expect(declared.get('organizationEdit')).toEqual({
      type: 'organization.edit',
      steps: ['getOrganization', 'updateOrganization'],
      keysUsed: ['getOrganization', 'updateOrganization', 'updateOrganization'],
    });
  });

  for (const contract of operationContracts) {
    it(`${contract.type}: its workflow runs with its type and steps, and names no other step`, () => {
      const workflow = declared.get(contract.workflowType);
      expect(workflow, `${contract.workflowType} is not a registered workflow`).toBeDefined();
      const steps = contract.steps.map((step) => step.key);
      expect(workflow!.type).toBe(contract.type);
      expect(workflow!.steps).toEqual(steps);
      expect(workflow!.keysUsed.filter((key) => !steps.includes(key))).toEqual([]);
    });
  }
});
