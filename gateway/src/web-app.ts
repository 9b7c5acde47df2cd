import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router, type RequestHandler, type Response } from 'express';

const CONFIG_PLACEHOLDER = '<!--cinevia-config-->';

/** JSON inside a <script> must not be able to close the tag. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Answers with the app's index.html carrying the public runtime configuration (brand name, support
 * phone). Re-read when the build changes, so a rebuilt app is served without restarting the gateway.
 */
function indexPage(dist: string, publicConfig: Record<string, string>): RequestHandler {
  const indexFile = join(dist, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;
  return (_req, res) => {
    const mtimeMs = existsSync(indexFile) ? statSync(indexFile).mtimeMs : undefined;
    if (mtimeMs === undefined) {
      res
        .status(503)
        .type('text')
        .send(`This app is not built (${indexFile} is missing): run npm start or npm run build.`);
      return;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      const html = readFileSync(indexFile, 'utf8').replace(
        CONFIG_PLACEHOLDER,
        `<script id="cinevia-config" type="application/json">${inlineJson(publicConfig)}</script>`,
      );
      cached = { mtimeMs, html };
    }
    res.setHeader('cache-control', 'no-cache');
    res.type('html').send(cached.html);
  };
}

/** Hashed build assets never change under their name, so browsers may keep them for good. */
function assets(dir: string): RequestHandler {
  return express.static(dir, { immutable: true, maxAge: '1y', fallthrough: false });
}

/** Files whose name stays the same from build to build (the icon): asked again each time. */
function unhashedFiles(dir: string): RequestHandler {
  return express.static(dir, {
    index: false,
    cacheControl: false,
    setHeaders: (res: Response) => res.setHeader('cache-control', 'no-cache'),
  });
}

/** The members' app: its assets, static files, and index.html for every other GET (client-side routes). */
export function webAppRouter(dist: string, publicConfig: Record<string, string>): Router {
  const router = Router();
  const index = indexPage(dist, publicConfig);
  router.use('/assets', assets(join(dist, 'assets')));
  router.get('/index.html', index);
  router.use(unhashedFiles(dist));
  router.get('/{*path}', index);
  return router;
}

/** The administrator's portal: built with base /admin-app/, answering its two routes. */
export function adminAppRouter(dist: string, publicConfig: Record<string, string>): Router {
  const router = Router();
  router.use('/admin-app/assets', assets(join(dist, 'assets')));
  router.get('/admin-app/index.html', indexPage(dist, publicConfig));
  router.use('/admin-app', unhashedFiles(dist));
  router.use('/admin-app', (_req, res) => void res.status(404).type('text').send('Not found'));
  router.get(['/admin-login', '/admin', '/admin/{*path}'], indexPage(dist, publicConfig));
  return router;
}
