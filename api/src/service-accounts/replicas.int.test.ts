// Two api replicas on one console database (the embedded server, reached over its socket as two
// processes reach it): an account created on one is listed, accepted and revoked on the other;
// both sign and verify with the same keys; accounts of an older data directory are imported.
import { createPseudonyms, generatePseudonymKey } from '@cgi/workflows/codec';
import { mkdtemp, readFile, rm, writeFile, access } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openConsoleDb, startEmbeddedConsoleDb, type Db, type EmbeddedConsoleDb } from '@cgi/console-store';
import { baseUrlsFor } from '@cgi/platform/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { findDevAccount } from '../auth/dev-idp/accounts';
import { createAuth } from '../auth/setup';
import { loadOrCreateSharedKey } from '../auth/shared-keys';
import { connectTemporal } from '../temporal/connection';
import { createDbStore, importServiceAccountsFile } from './db-store';
import type { ServiceAccountRecord } from './store';

let database: EmbeddedConsoleDb;
const connections: Db[] = [];
const servers: Server[] = [];
const temporal = connectTemporal({ address: '127.0.0.1:1', namespace: 'default' });

interface Replica {
  base: string;
  adminToken: string;
}

/** One api replica as main.ts wires it: its own pool on the shared database, keys from it. */
async function startReplica(): Promise<Replica> {
  const db = await openConsoleDb({ url: database.url });
  connections.push(db);
  const auth = await createAuth(
    {
      mode: 'embedded',
      keyDir: '/nonexistent',
      algorithms: ['RS256'],
      maxLifetimeSeconds: 43_200,
      clockToleranceSeconds: 60,
    },
    () => loadOrCreateSharedKey(db, 'dev-idp'),
  );
  const { app } = createApp({
    approvals: false, // these tests are not about approvals (approvals.test.ts is)
    pseudonyms: createPseudonyms([generatePseudonymKey()]),
    temporal: temporal.client,
    namespace: 'default',
    temporalUiUrl: 'http://localhost:8233',
    platformUrl: 'http://127.0.0.1:1',
    serviceBaseUrls: baseUrlsFor('http://127.0.0.1:1'),
    verifier: auth.verifier,
    devIssuer: auth.devIssuer,
    consoleDb: db,
    publicConfig: {
      authMode: 'embedded',
      signInUrl: '/auth/dev/sign-in',
      logoutUrl: '/login',
      environment: 'UAT',
      temporalUiUrl: 'http://localhost:8233',
    },
  });
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    adminToken: await auth.devIssuer!.tokenFor(findDevAccount('admin@consola.test')!),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON
type Json = Record<string, any>;

async function call(
  replica: Replica,
  path: string,
  init: RequestInit & { token?: string; json?: unknown } = {},
) {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${init.token ?? replica.adminToken}`);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(`${replica.base}${path}`, {
    ...init,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json };
}

let a: Replica;
let b: Replica;

beforeAll(async () => {
  database = await startEmbeddedConsoleDb({ port: 0 });
  [a, b] = await Promise.all([startReplica(), startReplica()]);
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  for (const db of connections) await db.close();
  await database?.close();
  await temporal.connection.close();
});

describe('two api replicas on one console database', () => {
  it('accept each other’s staff tokens (one development signing key for both)', async () => {
    expect((await call(b, '/api/me', { token: a.adminToken })).status).toBe(200);
    expect((await call(a, '/api/me', { token: b.adminToken })).status).toBe(200);
  });

  it('see an account created on the other, accept its token, and honour a revocation made on the other', async () => {
    const created = await call(a, '/api/service-accounts', {
      method: 'POST',
      json: { name: 'replicas.test', roles: ['CGI.CustomerSupport'], expiresInDays: 30 },
    });
    expect(created.status).toBe(201);
    const { account, token } = created.body as { account: Json; token: string };

    const listed = await call(b, '/api/service-accounts');
    expect(listed.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: account.id, name: 'replicas.test', status: 'active' }),
      ]),
    );
    // The token works on the replica that did not issue it.
    const asAccount = await call(b, '/api/me', { token });
    expect(asAccount.status).toBe(200);

    // The name is taken on both replicas.
    const again = await call(b, '/api/service-accounts', {
      method: 'POST',
      json: { name: 'replicas.test', roles: ['CGI.Admin'] },
    });
    expect(again.status).toBe(409);

    const revoked = await call(b, `/api/service-accounts/${account.id as string}`, { method: 'DELETE' });
    expect(revoked.body).toMatchObject({ status: 'revoked', revokedBy: 'admin@consola.test' });
    const refused = await call(a, '/api/me', { token });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('La cuenta de servicio fue revocada');
  });

  it('create one account when both are asked for the same name at once', async () => {
    const request = { name: 'replicas.race', roles: ['CGI.CustomerSupport'] };
    const answers = await Promise.all(
      [a, b, a, b].map((replica) =>
        call(replica, '/api/service-accounts', { method: 'POST', json: request }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    const listed = await call(a, '/api/service-accounts');
    expect(listed.body.items.filter((item: Json) => item.name === 'replicas.race')).toHaveLength(1);
  });

  it('keep every owner an account had: its creator, then a handover made on the other, one at a time', async () => {
    const created = await call(a, '/api/service-accounts', {
      method: 'POST',
      json: { name: 'replicas.owners', roles: ['CGI.CustomerSupport'] },
    });
    const id = (created.body.account as Json).id as string;
    expect(created.body.account).toMatchObject({
      owner: 'admin@consola.test',
      owners: [{ owner: 'admin@consola.test', assignedBy: 'admin@consola.test', reason: null }],
    });
    const transfer = (replica: Replica, json: unknown) =>
      call(replica, `/api/service-accounts/${id}/owner`, { method: 'PUT', json });
    // Eight handovers to one person at once, on both replicas: one happens, the others find it done.
    const answers = await Promise.all(
      [a, b, a, b, a, b, a, b].map((replica) =>
        transfer(replica, { owner: 'Soporte@Consola.test', reason: 'Pasa a soporte' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({
      code: 'SAME_OWNER',
      message: 'La cuenta de servicio ya es de esa persona',
    });
    const listed = ((await call(a, '/api/service-accounts')).body.items as Json[]).find(
      (item) => item.id === id,
    )!;
    expect(listed).toMatchObject({
      owner: 'soporte@consola.test',
      owners: [
        { owner: 'admin@consola.test' },
        { owner: 'soporte@consola.test', assignedBy: 'admin@consola.test', reason: 'Pasa a soporte' },
      ],
    });
    expect(await transfer(b, { owner: 'replicas.owners', reason: 'a sí misma' })).toMatchObject({
      status: 400,
      body: { fields: { owner: expect.stringContaining('pertenece a una persona') } },
    });
    expect(await transfer(b, { owner: 'legales@consola.test' })).toMatchObject({ status: 400 });
    await call(b, `/api/service-accounts/${id}`, { method: 'DELETE' });
    expect(await transfer(a, { owner: 'legales@consola.test', reason: 'tarde' })).toMatchObject({
      status: 409,
      body: { code: 'SERVICE_ACCOUNT_REVOKED' },
    });
    expect(
      (
        await call(a, '/api/service-accounts/no-existe/owner', {
          method: 'PUT',
          json: { owner: 'a@b.ar', reason: 'x' },
        })
      ).status,
    ).toBe(404);
  });

  it('imports the accounts an older version kept in DATA_DIR, once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'service-accounts-'));
    try {
      const legacy: Omit<ServiceAccountRecord, 'owners'> = {
        id: '5b0c1a52-7b9f-4c1e-9d55-1f0f4b8a7e01',
        name: 'legacy.nightly',
        description: null,
        roles: ['CGI.CustomerSupport'],
        createdAt: '2026-01-02T03:04:05.000Z',
        createdBy: 'admin@consola.test',
        expiresAt: '2099-01-02T03:04:05.000Z',
        revokedAt: null,
        revokedBy: null,
      };
      const file = join(dir, 'accounts.json');
      await writeFile(file, JSON.stringify({ accounts: [legacy] }));
      const db = connections[0]!;
      expect(await importServiceAccountsFile(db, file)).toBe(1);
      expect(await importServiceAccountsFile(db, file)).toBe(0);
      await access(`${file}.imported`);
      expect(JSON.parse(await readFile(`${file}.imported`, 'utf8'))).toEqual({ accounts: [legacy] });
      // Its creator owns it, as the migration decided for the accounts already in the database.
      expect(await createDbStore(db).get(legacy.id)).toEqual({
        ...legacy,
        owners: [
          {
            owner: 'admin@consola.test',
            assignedAt: legacy.createdAt,
            assignedBy: 'admin@consola.test',
            reason: null,
          },
        ],
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
