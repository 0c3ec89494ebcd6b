// Compares the committed package-lock.json (git HEAD) with the one npm install just wrote, and
// fails only on a real mismatch. Entries for other platforms' optional binaries (an `os`/`cpu`
// list, `optional: true`) come and go with what the registry serves on the day; they never change
// what is installed on this machine, so they alone are not a drift.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const committed = JSON.parse(
  execFileSync('git', ['show', 'HEAD:package-lock.json'], { encoding: 'utf8', maxBuffer: 64 << 20 }),
);
const written = JSON.parse(readFileSync('package-lock.json', 'utf8'));

const foreignOptional = (entry) =>
  entry?.optional === true &&
  ((Array.isArray(entry.os) && !entry.os.includes(process.platform)) ||
    (Array.isArray(entry.cpu) && !entry.cpu.includes(process.arch)));

const problems = [];
const paths = new Set([...Object.keys(committed.packages ?? {}), ...Object.keys(written.packages ?? {})]);
for (const path of paths) {
  const before = committed.packages?.[path];
  const after = written.packages?.[path];
  if (before && after) {
    if (before.version !== after.version || before.integrity !== after.integrity)
      problems.push(`${path}: ${before.version} → ${after.version}`);
    continue;
  }
  const entry = before ?? after;
  if (foreignOptional(entry)) continue;
  problems.push(`${path}: ${before ? 'missing from the written lockfile' : 'not in the committed lockfile'}`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log("the written lockfile differs from the committed one only in other platforms' optional binaries");
