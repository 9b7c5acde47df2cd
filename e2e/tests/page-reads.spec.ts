import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { READ_IN_REQUEST } from '@cinevia/service-kit';
import { E2E_ADMIN_PASSWORD, E2E_LOG_DIR } from '../global-setup';
import { expect, test } from '../fixtures';
import { signUp, subscribe } from '../support/viewing';

/**
 * The pages a member or visitor opens are answered from memory (issue 35): every request of a
 * page's visit carries one request id, and the services' query audit (on in this stack) logs each
 * database read a request makes under its id; no page may have any.
 */
async function readsOf(requestId: string): Promise<string[]> {
  const reads: string[] = [];
  for (const file of await readdir(E2E_LOG_DIR)) {
    for (const line of (await readFile(join(E2E_LOG_DIR, file), 'utf8')).split('\n')) {
      if (!line.includes(READ_IN_REQUEST) || !line.includes(requestId)) continue;
      const { audit } = JSON.parse(line) as { audit: { command: string; collection: string } };
      reads.push(`${file.replace(/\.log$/, '')}: ${audit.command} ${audit.collection}`);
    }
  }
  return reads;
}

/** Opens `path` in a fresh tab of `context`, every request tagged; the reads its visit made. */
async function visit(context: BrowserContext, path: string): Promise<string[]> {
  const requestId = `page-visit-${randomUUID()}`;
  const tab = await context.newPage();
  await tab.setExtraHTTPHeaders({ 'x-request-id': requestId });
  await tab.goto(path, { waitUntil: 'networkidle' });
  await tab.close();
  return readsOf(requestId);
}

test('no request of any page a member or visitor opens reads the database', async ({ browser, page }) => {
  const visitor = await browser.newContext({ baseURL: process.env.CINEVIA_URL });
  const reads: Record<string, string[]> = { landing: await visit(visitor, '/') };
  await visitor.close();

  await signUp(page);
  await subscribe(page);
  const [film] = (await (await page.request.get('/api/videos')).json()) as { id: string }[];
  expect((await page.request.post('/api/watchlist', { data: { videoId: film!.id } })).ok()).toBe(true);
  const saved = await page.request.post('/api/watch-progress', {
    data: { videoId: film!.id, progress: 120, duration: 3_600 },
  });
  expect(saved.ok()).toBe(true);
  for (const path of ['/', '/categories', `/watch/${film!.id}`, '/watchlist', '/profile', '/create-film']) {
    reads[path] = await visit(page.context(), path);
  }

  const admin = await browser.newContext({ baseURL: process.env.CINEVIA_URL });
  expect((await admin.request.post('/api/admin/auth', { data: { password: E2E_ADMIN_PASSWORD } })).ok()).toBe(true);
  // The requests' members are read by `_id` once where identity does not hold them yet (a replica
  // started since they were last in use, as the degraded journeys do): from then on, from memory.
  await visit(admin, '/admin');
  reads['/admin'] = await visit(admin, '/admin');
  await admin.close();

  expect(reads).toEqual({
    landing: [],
    '/': [],
    '/categories': [],
    [`/watch/${film!.id}`]: [],
    '/watchlist': [],
    '/profile': [],
    '/create-film': [],
    '/admin': [],
  });
});
