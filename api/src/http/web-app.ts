// Serves the built web app (web/dist): compressed, with Vite's content-hashed files under
// /assets cached for a year as immutable (a new build gives them new names), and index.html
// revalidated on every load so a deployment is picked up at once instead of an old shell
// pointing at files that no longer exist. Every other path falls back to index.html: the
// router in the browser decides what it shows.
import { join, resolve } from 'node:path';
import compression from 'compression';
import express, { type Router } from 'express';
import { apiMessages, HttpError } from './errors';

export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
export const INDEX_HTML_CACHE = 'no-cache';
/** Unhashed public files (the sample CSV, the icon): kept a short while, then revalidated. */
export const PUBLIC_FILE_CACHE = 'public, max-age=300, must-revalidate';

export function webAppRouter(dist: string): Router {
  const root = resolve(dist);
  const indexHtml = join(root, 'index.html');
  const router = express.Router();
  router.use(compression());
  router.use(
    '/assets',
    express.static(join(root, 'assets'), { index: false, immutable: true, maxAge: '365d' }),
    // A file of another build is gone: 404 like every other miss (JSON, in Spanish), never the
    // shell (which would be cached as that file).
    (_req, _res, next) => {
      next(new HttpError(404, 'NOT_FOUND', apiMessages.notFound));
    },
  );
  router.use(
    express.static(root, {
      index: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', path === indexHtml ? INDEX_HTML_CACHE : PUBLIC_FILE_CACHE);
      },
    }),
  );
  router.get('/{*path}', (_req, res) => {
    res.setHeader('Cache-Control', INDEX_HTML_CACHE);
    res.sendFile(indexHtml);
  });
  return router;
}
