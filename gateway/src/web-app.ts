import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router } from 'express';

const CONFIG_PLACEHOLDER = '<!--cinevia-config-->';

/** JSON inside a <script> must not be able to close the tag. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Serves a built single-page app: hashed assets cached for good, every other GET answered with
 * index.html carrying the public runtime configuration (brand name, support phone).
 */
export function webAppRouter(dist: string, publicConfig: Record<string, string>): Router {
  const router = Router();
  const indexFile = join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    router.use((_req, res) => {
      res
        .status(503)
        .type('text')
        .send(`The web app is not built (${indexFile} is missing): run npm start or npm run build -w web.`);
    });
    return router;
  }
  const html = readFileSync(indexFile, 'utf8').replace(
    CONFIG_PLACEHOLDER,
    `<script id="cinevia-config" type="application/json">${inlineJson(publicConfig)}</script>`,
  );
  router.use('/assets', express.static(join(dist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  router.use(express.static(dist, { index: false }));
  router.get('/{*path}', (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    res.type('html').send(html);
  });
  return router;
}
