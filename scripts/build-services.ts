// `tsx scripts/build-services.ts <dir>`: writes the services as JavaScript (<dir>/api.mjs,
// worker.mjs, platform.mjs, database.mjs), for the container image. `npm start` and the test
// stacks build their own copy once per state of the sources (scripts/lib/service-build.ts).
import { resolve } from 'node:path';
import { buildServices } from './lib/service-build';
import { PROJECT_ROOT } from './lib/temporal-cli';

const out = process.argv[2];
if (!out) {
  console.error('usage: tsx scripts/build-services.ts <dir>');
  process.exit(2);
}
await buildServices(PROJECT_ROOT, resolve(out));
console.log(`services written to ${resolve(out)}`);
