// `npm run new:operation -- <area> <type> [--label "Archivar una organización"] [--no-openapi]`:
// writes the skeleton of a new operation of an existing area (scripts/lib/scaffold-operation.ts
// says which files) and regenerates openapi/, so the web and the CLI know its input. What to fill
// in next: docs/operations.md, 'Añadir una operación'.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { planOperation } from './lib/scaffold-operation';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { label: { type: 'string' }, 'no-openapi': { type: 'boolean' }, root: { type: 'string' } },
});
const [area, type] = positionals;
if (!area || !type) {
  console.error('Uso: npm run new:operation -- <área> <tipo> [--label "Nombre en español"]');
  console.error(
    'Ejemplo: npm run new:operation -- organizations organization.archive --label "Archivar una organización"',
  );
  process.exit(2);
}
const root = values.root ?? fileURLToPath(new URL('..', import.meta.url));

try {
  const plan = planOperation(area, type, values.label);
  if (!existsSync(join(root, 'workflows/src/operations', area, 'contracts.ts'))) {
    throw new Error(`No existe el área «${area}» (workflows/src/operations/${area}/contracts.ts)`);
  }
  const taken = plan.create.filter((file) => existsSync(join(root, file.path)));
  if (taken.length > 0) throw new Error(`Ya existen: ${taken.map((file) => file.path).join(', ')}`);
  // Every edit is worked out before anything is written: a refusal writes nothing.
  const edited = plan.edits.map(({ path, edit }) => ({
    path,
    content: edit(readFileSync(join(root, path), 'utf8')),
  }));
  for (const file of [...plan.create, ...edited]) {
    mkdirSync(dirname(join(root, file.path)), { recursive: true });
    writeFileSync(join(root, file.path), file.content);
  }
  const touched = [...plan.create, ...edited].map((file) => file.path);
  execFileSync('npx', ['prettier', '--log-level', 'warn', '--write', ...touched], {
    cwd: root,
    stdio: 'inherit',
  });
  if (!values['no-openapi'])
    execFileSync('npm', ['run', '--silent', 'openapi'], { cwd: root, stdio: 'inherit' });
  console.log(`Nuevos:\n${plan.create.map((file) => `  ${file.path}`).join('\n')}`);
  console.log(`Con una línea más:\n${edited.map((file) => `  ${file.path}`).join('\n')}`);
  console.log(
    'Siguiente: complete la entrada, los pasos, el flujo y la actividad; abra el diálogo desde su pantalla; ' +
      `grabe su historia para la prueba de replay (docs/operations.md, «Añadir una operación»).`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
