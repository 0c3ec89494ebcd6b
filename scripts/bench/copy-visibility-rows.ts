// Fills a benchmark's Temporal visibility up to a number of rows by copying the rows of the
// operations recorded through Temporal, each copy under a new workflow id and run id and with
// its memo and search attributes byte for byte (encrypted memo, pseudonyms). Recording an
// operation costs the dev server ~20 ms of CPU (SQLite in pure Go); on the shared 2-core
// machine 100,000 of them never fitted in the time a benchmark has, while the operations list
// and its export read only these rows (listWorkflowExecutions). A copy has no execution behind
// it: opening one in the console answers "not found". Written with the sqlite3 command-line
// tool into the dev server's file while the server is stopped; the table's own triggers keep
// its full-text indexes.
import { execFile } from 'node:child_process';

const COLUMNS = [
  'namespace_id',
  'run_id',
  '_version',
  'start_time',
  'execution_time',
  'workflow_id',
  'workflow_type_name',
  'status',
  'close_time',
  'history_length',
  'history_size_bytes',
  'execution_duration',
  'state_transition_count',
  'memo',
  'encoding',
  'task_queue',
  'search_attributes',
  'parent_workflow_id',
  'parent_run_id',
  'root_workflow_id',
  'root_run_id',
];

/**
 * Copies are marked by this suffix on the workflow id (`…/b1a2f3c~c2` is the second copy): the
 * api's ids never hold a '~' (pseudonyms are base64url, other characters become '_').
 */
const COPY_MARK = '~c';

/** Runs `sql` on the file through the sqlite3 tool's standard input. */
function sqliteScript(dbPath: string, sql: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('sqlite3', ['-bail', dbPath], { maxBuffer: 1 << 20 }, (error, stdout, stderr) => {
      if (!error) return resolve(stdout);
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return reject(new Error('BENCH_RECORDED necesita la herramienta sqlite3 (apt-get install sqlite3)'));
      }
      reject(new Error(`sqlite3: ${stderr || error.message}`));
    });
    child.stdin!.end(sql);
  });
}

/**
 * Copies recorded operations' rows until the visibility holds `total` operation rows; answers
 * how many it added. Each round copies every original once more (suffix -c1, -c2, …), the last
 * round only as many as are still missing.
 */
export async function copyVisibilityRows(dbPath: string, total: number): Promise<number> {
  // The benchmark's own dev server: its only runs of this type are the recorded operations.
  const operations = `workflow_type_name = 'subscriberAddUser'`;
  const counts = await sqliteScript(
    dbPath,
    `SELECT count(*) FROM executions_visibility WHERE ${operations} AND workflow_id NOT LIKE '%${COPY_MARK}%';\n` +
      `SELECT count(*) FROM executions_visibility WHERE ${operations};\n`,
  );
  const [originals, present] = counts.trim().split('\n').map(Number) as [number, number];
  if (!originals) throw new Error('no hay operaciones registradas que copiar');
  let missing = total - present;
  if (missing <= 0) return 0;
  const statements: string[] = ['BEGIN;'];
  for (let round = Math.ceil((present - originals) / originals) + 1; missing > 0; round++) {
    const take = Math.min(missing, originals);
    const values = COLUMNS.map((column) => {
      if (column === 'run_id' || column === 'root_run_id') return 'new_run_id';
      if (column === 'workflow_id' || column === 'root_workflow_id')
        return `workflow_id || '${COPY_MARK}${round}'`;
      return column;
    });
    // A uuid per row, drawn once (MATERIALIZED) so the run id and the root run id agree.
    statements.push(
      `INSERT INTO executions_visibility (${COLUMNS.join(', ')})
       WITH source AS MATERIALIZED (
         SELECT *, lower(hex(randomblob(16))) AS h FROM executions_visibility
         WHERE ${operations} AND workflow_id NOT LIKE '%${COPY_MARK}%'
         ORDER BY run_id LIMIT ${take}
       ), named AS MATERIALIZED (
         SELECT *, substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-a' ||
           substr(h, 18, 3) || '-' || substr(h, 21, 12) AS new_run_id FROM source
       )
       SELECT ${values.join(', ')} FROM named;`,
    );
    missing -= take;
  }
  statements.push('COMMIT;');
  await sqliteScript(dbPath, statements.join('\n'));
  return total - present;
}
