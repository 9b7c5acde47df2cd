import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { VIEWER_SESSION_COOKIE } from '@cinevia/shared-models';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { sharedTextReplies } from './delivery';
import type { HomeHeroMarkup } from './home-shell';

/** The hero drawn into the home page for this request, if any. */
type HomeHero = (req: Request) => Promise<HomeHeroMarkup | undefined>;

const CONFIG_PLACEHOLDER = '<!--cinevia-config-->';
const SHELL_PLACEHOLDER = '<!--cinevia-shell-->';
const HAS_SESSION_COOKIE = new RegExp(`(?:^|;\\s*)${VIEWER_SESSION_COOKIE}=[^;]`);

/** JSON inside a <script> must not be able to close the tag. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The signed-in home page's addresses (web/src/SignedInApp.tsx). */
const isHomePath = (path: string) => path === '/' || path === '/home';

/**
 * The members' app's chunks a first page needs beyond index.html's own script, by path and by
 * whether the browser holds a session cookie (web/src/routes.tsx, SignedInApp.tsx). Named by their
 * source in Vite's manifest; a name the build does not have is skipped.
 */
function routeChunks(path: string, signedIn: boolean): string[] {
  if (!signedIn) {
    const page = { '/': 'LandingPage', '/login': 'LoginPage', '/signup': 'SignupPage' }[path];
    if (page === 'LandingPage') return ['src/features/landing/components/LandingPage.tsx'];
    return page ? [`src/features/account/components/${page}.tsx`] : [];
  }
  const home = isHomePath(path) ? ['src/features/catalogue/components/HomePage.tsx'] : [];
  return ['src/SignedInApp.tsx', ...home];
}

/**
 * `<link rel="modulepreload">` (and style preloads) for what the first page will import: the
 * browser fetches them beside the entry script instead of one after another as each module asks.
 */
function preloadLinks(manifest: Record<string, ManifestChunk> | undefined, base: string, sources: string[]): string {
  if (!manifest) return '';
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key === 'index.html' || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  const entry = new Set(manifest['index.html']?.imports?.map((key) => manifest[key]?.file));
  sources.forEach(visit);
  return [
    ...[...scripts]
      .filter((file) => !entry.has(file))
      .map((file) => `<link rel="modulepreload" href="${base}${file}">`),
    // Vite loads a chunk's styles with crossorigin: a preload without it would not be used.
    ...[...styles].map((file) => `<link rel="preload" as="style" href="${base}${file}" crossorigin>`),
  ].join('');
}

/** How often a served file is looked at for a rebuild: a stat per page was a tenth of serving it. */
const REBUILD_CHECK_MS = 1_000;

/** Re-read when the file changes, so a rebuilt app is served without restarting the gateway. */
function watchedFile<T>(file: string, parse: (text: string) => T): () => T | undefined {
  let cached: { mtimeMs: number; value: T } | undefined;
  let checkedAt = -Infinity;
  return () => {
    const now = performance.now();
    if (now - checkedAt < REBUILD_CHECK_MS) return cached?.value;
    checkedAt = now;
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) cached = undefined;
    else if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(readFileSync(file, 'utf8')) };
    return cached?.value;
  };
}

/**
 * Answers with the app's index.html carrying the public runtime configuration (brand name, support
 * phone) and whether the browser sent a session cookie at all: without one the app knows it has a
 * visitor without asking the server. With `preloads`, the first page's chunks are named in the head;
 * with `memberShell`, a browser holding a session cookie gets that file's markup in #root, the
 * members' header drawn before any script runs (React replaces it), and on the home page
 * `homeHero`'s hero after it, when it has one for the request.
 */
function indexPage(
  dist: string,
  publicConfig: Record<string, string>,
  options: { preloads?: { base: string }; memberShell?: string; homeHero?: HomeHero } = {},
): RequestHandler {
  const indexFile = join(dist, 'index.html');
  const index = watchedFile(indexFile, (html) => html);
  const memberShell = options.memberShell ? watchedFile(join(dist, options.memberShell), (html) => html) : undefined;
  const manifest = watchedFile(join(dist, '.vite', 'manifest.json'), (text) => {
    try {
      return JSON.parse(text) as Record<string, ManifestChunk>;
    } catch {
      return undefined;
    }
  });
  const sendPage = sharedTextReplies();
  return async (req: Request, res: Response) => {
    const html = index();
    if (html === undefined) {
      res
        .status(503)
        .type('text')
        .send(`This app is not built (${indexFile} is missing): run npm start or npm run build.`);
      return;
    }
    const session = HAS_SESSION_COOKIE.test(req.headers.cookie ?? '');
    // With a session cookie the app's first request is GET /api/auth/user: asked beside the scripts.
    const preloads = options.preloads
      ? (session ? '<link rel="preload" as="fetch" href="/api/auth/user" crossorigin="use-credentials">' : '') +
        preloadLinks(manifest(), options.preloads.base, routeChunks(req.path, session))
      : '';
    const config = `<script id="cinevia-config" type="application/json">${inlineJson({ ...publicConfig, session })}</script>`;
    res.setHeader('cache-control', 'no-cache');
    // A member's page opens on the members' header, and the home page on its hero too, drawn before
    // the scripts arrive.
    const hero = session && isHomePath(req.path) ? await options.homeHero?.(req) : undefined;
    const shell = (session && memberShell?.()) || '';
    // The preloads go after the page's own tags: its entry script, React and the stylesheet the first
    // paint waits for are asked for first, not behind twenty chunks of the page.
    // Replaced by functions: a film's text may hold `$&` or `$'`, which a replacement string expands.
    const page = html
      .replace(CONFIG_PLACEHOLDER, () => config)
      .replace('</head>', () => `${hero?.head ?? ''}${preloads}</head>`)
      .replace(SHELL_PLACEHOLDER, () => `${shell}${hero?.body ?? ''}`);
    sendPage(req, res.type('html'), page);
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
export function webAppRouter(dist: string, publicConfig: Record<string, string>, homeHero?: HomeHero): Router {
  const router = Router();
  const index = indexPage(dist, publicConfig, { preloads: { base: '/' }, memberShell: 'member-shell.html', homeHero });
  router.use('/assets', assets(join(dist, 'assets')));
  // The busiest page, answered before the static files are looked through for it.
  router.get(['/', '/index.html'], index);
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
