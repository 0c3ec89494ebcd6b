import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_COPIES_ENV, openDb } from './open';
import { keptCopies } from './pglite-copies';
import { dropTemplateDatabases } from './pglite';
import type { Db } from './types';

// A template with what a restore must get right: sequences owned by tables and one on its own
// set with setval(…, false) (pg_sequences shows no value for it), a foreign key, a trigger that
// writes, a partitioned table, a generated column.
let template: Blob;
beforeAll(async () => {
  const db = await openDb({});
  await db.exec(`
    create table parent (id serial primary key, name text not null,
      shout text generated always as (upper(name)) stored);
    create table child (id serial primary key, parent_id int not null references parent (id));
    create table audit (id serial primary key, what text not null);
    create function audited() returns trigger language plpgsql as
      $$ begin insert into audit (what) values ('child ' || new.id); return new; end $$;
    create trigger child_audited after insert on child for each row execute function audited();
    create sequence tickets start 100;
    create table events (at date not null, what text) partition by range (at);
    create table events_2026 partition of events for values from ('2026-01-01') to ('2027-01-01');
    create table empty_table (a int);
    insert into parent (name) values ('uno'), ('dos');
    insert into child (parent_id) values (1), (2), (2);
    insert into events values ('2026-11-29', 'semilla');
    select setval('tickets', 500, false);
  `);
  await dropTemplateDatabases(db);
  template = await db.dump!();
  await db.close();
});

const opened: Db[] = [];
afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
});

async function open(): Promise<Db> {
  const db = await openDb({ pgliteTemplate: template });
  opened.push(db);
  return db;
}

/** Everything a test could read of the template's state. */
async function state(db: Db) {
  return {
    parent: await db.query('select id, name, shout from parent order by id'),
    child: await db.query('select id, parent_id from child order by id'),
    audit: await db.query('select id, what from audit order by id'),
    events: await db.query("select to_char(at, 'YYYY-MM-DD') as at, what from events"),
    empty: await db.query('select count(*)::int as n from empty_table'),
    // Read from each sequence: pg_sequences shows no value for one set with setval(…, false).
    sequences: await db.query(
      ['parent_id_seq', 'child_id_seq', 'audit_id_seq', 'tickets']
        .map((name) => `select '${name}' as name, last_value::int, is_called from ${name}`)
        .join(' union all '),
    ),
  };
}

/** Writes of every kind a test makes, and session state it leaves. */
async function scribble(db: Db) {
  await db.exec(`
    insert into parent (name) values ('tres');
    insert into child (parent_id) values (3);
    delete from child where id = 1;
    update parent set name = 'cambiado' where id = 2;
    insert into events values ('2026-12-01', 'otro');
    insert into empty_table values (1);
    select nextval('tickets'), nextval('tickets');
    truncate audit;
    set timezone = 'Asia/Tokyo';
    select pg_advisory_lock(42);
  `);
}

describe('in-memory copies of a template', () => {
  it('are kept when closed and start again exactly as a new copy does', async () => {
    const first = await open();
    const pristine = await state(first);
    const zone = await first.query('show timezone');
    expect(pristine.child).toHaveLength(3);
    expect(pristine.audit).toHaveLength(3);
    await first.close();
    expect(keptCopies(template)).toBe(1);

    // The one kept copy is handed out again, written to every way, and closed.
    const used = await open();
    expect(keptCopies(template)).toBe(0);
    await scribble(used);
    expect(await state(used)).not.toEqual(pristine);
    await used.close();

    const again = await open();
    expect(await state(again)).toEqual(pristine);
    expect(await again.query('show timezone')).toEqual(zone);
    // The closed session's advisory lock is gone with it.
    expect(await again.query('select pg_try_advisory_lock(42) as taken')).toEqual([{ taken: true }]);
    // Triggers fire again once the rows are back (the restore turns them off).
    await again.query('insert into child (parent_id) values (1)');
    expect(await again.query('select what from audit order by id desc limit 1')).toEqual([
      { what: 'child 4' },
    ]);
    await again.close();
  });

  it('refuse every query once closed, so a late call cannot reach the next test’s copy', async () => {
    const db = await open();
    await db.close();
    await expect(db.query('select 1')).rejects.toThrow('PGlite is closed');
    await expect(db.transaction(async (tx) => tx.query('select 1'))).rejects.toThrow('PGlite is closed');
    const next = await open();
    expect(await next.query('select count(*)::int as n from parent')).toEqual([{ n: 2 }]);
    await next.close();
  });

  it('are ended, not kept, when a test changed the catalog', async () => {
    // Every kept copy is taken and changed, so none is left to hand out unchanged.
    const all = await Promise.all(Array.from({ length: Math.max(keptCopies(template), 1) }, open));
    expect(keptCopies(template)).toBe(0);
    for (const db of all)
      await db.exec('create table left_behind (a int); alter table parent add column extra int');
    await Promise.all(all.map((db) => db.close()));
    expect(keptCopies(template)).toBe(0);
    const next = await open();
    expect(await next.query("select to_regclass('left_behind') as found")).toEqual([{ found: null }]);
    await next.close();
    expect(keptCopies(template)).toBe(1);
  });

  it('opened many at once each start as the template, and each restore keeps to its own copy', async () => {
    const pristine = await state(await open());
    const many = await Promise.all(Array.from({ length: 6 }, () => openDb({ pgliteTemplate: template })));
    await Promise.all(
      many.map((db, index) => db.query('insert into parent (name) values ($1)', [`n${index}`])),
    );
    await Promise.all(many.map((db) => db.close()));
    const again = await Promise.all(Array.from({ length: 6 }, () => openDb({ pgliteTemplate: template })));
    for (const db of again) expect(await state(db)).toEqual(pristine);
    await Promise.all(again.map((db) => db.close()));
  });
});

describe('outside tests', () => {
  it('a close ends the database instead of keeping it', async () => {
    const first = await openDb({});
    await first.exec('create table only_here (a int); insert into only_here values (7)');
    const own = await first.dump!();
    await first.close();
    const before = process.env[KEEP_COPIES_ENV];
    delete process.env[KEEP_COPIES_ENV];
    try {
      const db = await openDb({ pgliteTemplate: own });
      expect(await db.query('select a from only_here')).toEqual([{ a: 7 }]);
      await db.close();
      expect(keptCopies(own)).toBe(0);
      await expect(db.query('select 1')).rejects.toThrow('PGlite is closed');
    } finally {
      if (before !== undefined) process.env[KEEP_COPIES_ENV] = before;
    }
    // The same close in a test process keeps it.
    const kept = await openDb({ pgliteTemplate: own });
    await kept.close();
    expect(keptCopies(own)).toBe(1);
  });
});
