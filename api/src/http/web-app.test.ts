// The built web app as a browser gets it: compressed, hashed assets immutable, the shell
// (index.html, and every client route that falls back to it) revalidated on each load.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './errors';
import { HASHED_ASSET_CACHE, INDEX_HTML_CACHE, webAppRouter } from './web-app';

let dist: string;
let server: Server;
let port: number;

/** A raw GET, so the test sees the bytes and headers as sent (fetch would decompress). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    size: number;
  }>((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let size = 0;
      res.on('data', (chunk: Buffer) => (size += chunk.length));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, size }));
    });
    req.on('error', fail);
    req.end();
  });
}

const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: 'fila ${i}' }`).join(',')}];\n`;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(
    join(dist, 'index.html'),
    `<!doctype html><script type="module" src="/assets/index-Ab12Cd34.js"></script>`,
  );
  await writeFile(join(dist, 'assets', 'index-Ab12Cd34.js'), script);
  await writeFile(join(dist, 'Modelo_de_documento.csv'), 'CUIT;MODULO;FECHA_INICIO;FECHA_FIN\n');
  const app = express();
  app.use(webAppRouter(dist));
  app.use(errorHandler);
  server = app.listen(0);
  await new Promise((ready) => server.once('listening', ready));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  await rm(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('sends hashed assets compressed and cached as immutable for a year', async () => {
    const gzip = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.size).toBeLessThan(Buffer.byteLength(script) / 4);
    expect(gzip.headers['cache-control']).toBe(HASHED_ASSET_CACHE);

    const brotli = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
  });

  it('answers 404 for a missing asset instead of the shell, so nothing caches a wrong file forever', async () => {
    const missing = await get('/assets/index-Old00000.js', { 'accept-encoding': 'gzip' });
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).not.toBe(HASHED_ASSET_CACHE);
    // Like every other miss: JSON (its Spanish text: edge.test.ts), not text/plain.
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
  });

  it('revalidates index.html on every load, at / and at any client route', async () => {
    for (const path of ['/index.html', '/', '/organizations/2/users']) {
      const shell = await get(path, { 'accept-encoding': 'gzip' });
      expect(shell.status, path).toBe(200);
      expect(shell.headers['cache-control'], path).toBe(INDEX_HTML_CACHE);
      expect(shell.headers['content-type'], path).toMatch(/text\/html/);
    }
  });

  it('keeps unhashed public files briefly, not as immutable', async () => {
    const sample = await get('/Modelo_de_documento.csv');
    expect(sample.status).toBe(200);
    expect(sample.headers['cache-control']).toMatch(/max-age=300/);
  });
});
