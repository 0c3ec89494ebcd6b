// `GET /api/record/verify` and `consola record verify` (issue 42, item 4): the record of real
// operations verifies; a row edited, deleted or inserted with SQL — plainly, and the way someone
// covering their tracks would, renumbering the rows after it and forging the inserted row's hash —
// is found and named by both; only administrators may ask, service accounts included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryHash, storedEntryOf } from '@cgi/console-store';
import { ROLE_ACCOUNT_PAIRS, startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';
import { startAddUser } from '@cgi/test-support/operation-starts';
import { consolaAs, runConsola } from '@cgi/test-support/consola-process';
import { scaled } from '@cgi/test-support/slowdown';

let api: ApiTestEnv;
let head = 0;
const ADMIN = 'admin@consola.test';

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  api.env.consoleDb.query<T>(text, params as never);

const verify = async (as = ADMIN) => {
  const res = await api.call('/api/record/verify', { as });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Json;
};

/** Applies `tamper`, runs `check`, and puts the table back as it was whatever happened. */
async function tampered(tamper: () => Promise<unknown>, check: () => Promise<unknown>): Promise<void> {
  await sql('create table record_backup as select * from operation_record');
  await sql('create table head_backup as select * from operation_record_head');
  try {
    await tamper();
    await check();
  } finally {
    await sql('delete from operation_record');
    await sql('insert into operation_record select * from record_backup');
    await sql('update operation_record_head h set seq = b.seq, hash = b.hash from head_backup b');
    await sql('drop table record_backup');
    await sql('drop table head_backup');
  }
  expect((await verify()).ok).toBe(true);
}

/** Moves every entry from `from` on by `by` (through negatives: the key is checked row by row). */
async function renumberFrom(from: number, by: number) {
  await sql('update operation_record set seq = -seq where seq >= $1', [from]);
  await sql('update operation_record set seq = -seq + $1 where seq < 0', [by]);
}

beforeAll(async () => {
  api = await startApiTestEnv({ stepRetry: { maxAttempts: 1, initialBackoffMs: 50, maxBackoffMs: 50 } });
  const ids = await Promise.all(
    ['100003', '999999', '100003'].map((number) => startAddUser(api, number, { tag: 'Cadena' })),
  );
  await Promise.all(ids.map((id) => api.waitFor(id)));
  // The worker writes an operation's end as it ends: wait until every end is in the record.
  const deadline = Date.now() + scaled(30_000);
  for (;;) {
    const [row] = await sql<{ n: number }>(
      `select count(*)::int as n from operation_record where stage = 'ended' and operation_id = any($1)`,
      [ids],
    );
    if (row?.n === ids.length) break;
    if (Date.now() > deadline) throw new Error('the ends were not recorded');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const [row] = await sql<{ seq: string | number }>('select seq from operation_record_head');
  head = Number(row!.seq);
}, scaled(240_000));

afterAll(async () => {
  await api?.stop();
});

it('verifies the record of real operations, by the api and the CLI', async () => {
  expect(head).toBeGreaterThan(10);
  const result = await verify();
  expect(result).toMatchObject({ ok: true, entries: head, head: { seq: head } });
  expect(result.firstBad).toBeUndefined();
  expect(result.message).toBe(`El registro está íntegro: se verificaron ${head} entradas, sin cambios.`);
  const cli = await consolaAs(api, ADMIN, 'record', 'verify');
  expect(cli.code, cli.stderr).toBe(0);
  expect(cli.stdout).toContain('El registro está íntegro');
});

describe('tampering with SQL', () => {
  const middle = () => Math.floor(head / 2);

  it('finds an edited row and names it', async () => {
    const seq = middle();
    await tampered(
      () => sql(`update operation_record set status = 'completed', facts = '{}' where seq = $1`, [seq]),
      async () => {
        const result = await verify();
        expect(result).toMatchObject({ ok: false, entries: seq - 1, firstBad: { seq, kind: 'changed' } });
        expect(result.message).toContain(`la entrada ${seq} fue modificada`);
        const cli = await consolaAs(api, ADMIN, 'record', 'verify');
        expect(cli.code).toBe(4);
        expect(cli.stdout).toContain(`la entrada ${seq} fue modificada`);
        expect(cli.stdout).toContain(`Primera entrada alterada: ${seq} (modificada)`);
      },
    );
  });

  it('finds a deleted row, and one deleted with the rows after it renumbered', async () => {
    const seq = middle();
    await tampered(
      () => sql('delete from operation_record where seq = $1', [seq]),
      async () => {
        expect(await verify()).toMatchObject({
          ok: false,
          firstBad: { seq, kind: 'removed', problem: 'missing' },
        });
        const cli = await consolaAs(api, ADMIN, 'record', 'verify');
        expect(cli.code).toBe(4);
        expect(cli.stdout).toContain(`falta la entrada ${seq}, fue borrada`);
      },
    );
    await tampered(
      async () => {
        await sql('delete from operation_record where seq = $1', [seq]);
        await renumberFrom(seq + 1, -1);
        await sql('update operation_record_head set seq = seq - 1');
      },
      async () =>
        expect(await verify()).toMatchObject({
          ok: false,
          firstBad: { seq, kind: 'removed', problem: 'brokenLink' },
        }),
    );
    // The newest entry deleted: the head still names it.
    await tampered(
      () => sql('delete from operation_record where seq = $1', [head]),
      async () =>
        expect(await verify()).toMatchObject({ ok: false, firstBad: { seq: head, kind: 'removed' } }),
    );
  });

  it('finds an inserted row: after the head, and forged in the middle with its hash', async () => {
    const [row] = await sql('select * from operation_record where seq = $1', [head]);
    await tampered(
      () =>
        sql(
          `insert into operation_record select $1::bigint, at, recorded_at, recorded_by, 'falsa/1', run_id, stage,
                  stage_key, operation_type, target_key, actor_key, source, status, related, facts, sealed,
                  sealed_digest, hash, hash from operation_record where seq = $2::bigint`,
          [head + 1, head],
        ),
      async () => {
        const result = await verify();
        expect(result).toMatchObject({
          ok: false,
          firstBad: { seq: head + 1, kind: 'inserted', operationId: 'falsa/1' },
        });
        const cli = await consolaAs(api, ADMIN, 'record', 'verify');
        expect(cli.code).toBe(4);
        expect(cli.stdout).toContain(`la entrada ${head + 1} fue insertada sin pasar por la consola`);
      },
    );
    // Made to look real: the rows after it moved up, its own link and hash computed as the
    // console computes them. Only the row after it gives it away.
    const seq = middle();
    await tampered(
      async () => {
        const [before] = await sql('select * from operation_record where seq = $1', [seq - 1]);
        await renumberFrom(seq, 1);
        const forged = { ...storedEntryOf(row!), seq, operationId: 'falsa/2', stageKey: 'falsa' };
        const hash = entryHash(String(before!.hash), forged);
        await sql(
          `insert into operation_record select $1::bigint, at, recorded_at, recorded_by, 'falsa/2', run_id, stage,
                  'falsa', operation_type, target_key, actor_key, source, status, related, facts, sealed,
                  sealed_digest, $2::text, $3::text from operation_record where seq = $4::bigint`,
          [seq, before!.hash, hash, head + 1],
        );
        await sql('update operation_record_head set seq = seq + 1');
      },
      async () =>
        expect(await verify()).toMatchObject({
          ok: false,
          entries: seq,
          firstBad: { seq, kind: 'inserted', operationId: 'falsa/2', problem: 'brokenLink' },
        }),
    );
  });
});

describe('who may verify', () => {
  it('answers administrators only: 403 to every other role, through the CLI and service accounts too', async () => {
    for (const [role, account] of ROLE_ACCOUNT_PAIRS) {
      const res = await api.call('/api/record/verify', { as: account });
      expect(res.status, role).toBe(role === 'CGI.Admin' ? 200 : 403);
    }
    const support = await consolaAs(api, 'soporte@consola.test', 'record', 'verify');
    expect(support.code).toBe(1);
    expect(support.stdout).toBe('');

    const tokenOf = async (name: string, role: string) => {
      const issued = await api.call('/api/service-accounts', {
        method: 'POST',
        json: { name, roles: [role], expiresInDays: 1 },
      });
      expect(issued.status).toBe(201);
      return issued.body!.token as string;
    };
    const supportToken = await tokenOf('verifica-soporte', 'CGI.CustomerSupport');
    expect((await api.call('/api/record/verify', { token: supportToken })).status).toBe(403);
    const refused = await runConsola({ CONSOLA_URL: api.base, CONSOLA_TOKEN: supportToken }, [
      'record',
      'verify',
    ]);
    expect(refused.code).toBe(1);
    const adminToken = await tokenOf('verifica-admin', 'CGI.Admin');
    const admitted = await runConsola({ CONSOLA_URL: api.base, CONSOLA_TOKEN: adminToken }, [
      'record',
      'verify',
    ]);
    expect(admitted.code, admitted.stderr).toBe(0);
    expect(admitted.stdout).toContain('El registro está íntegro');
  });
});
