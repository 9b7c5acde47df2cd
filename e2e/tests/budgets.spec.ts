import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGETS, kb, measureRoutes } from '../../scripts/web/budgets';
import { expect, newMember, test } from '../fixtures';

/**
 * The JavaScript budgets (scripts/web/budgets.ts), read from the built apps' Vite manifests: each
 * route's initial JavaScript, gzipped, within its budget. Then, in the browser, what the landing
 * page really loads: no Apollo Client, no zod, no form library, and no GraphQL request.
 */
test.describe('JavaScript budgets', () => {
  for (const budget of BUDGETS) {
    test(`${budget.app} ${budget.route}: at most ${budget.budgetKb} KB gzipped before it is interactive`, () => {
      const [size] = measureRoutes([budget]);
      expect(size, `${kb(size!.gzipBytes)} KB in ${size!.files.join(', ')}`).toBeDefined();
      expect(size!.gzipBytes).toBeLessThanOrEqual(budget.budgetKb * 1000);
    });
  }
});

/** The libraries the landing page goes without, by the names of the chunks that hold them. */
const UNWANTED_ON_LANDING = [/\/apollo-[^/]*\.js$/, /\/(zod|schemas)-[^/]*\.js$/, /\/forms-[^/]*\.js$/];

test('the landing page loads no Apollo Client, zod or form library, and asks no GraphQL', async ({ page }) => {
  const scripts: string[] = [];
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    requests.push(url.pathname);
    if (request.resourceType() === 'script') scripts.push(url.pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Without a session cookie the gateway says so in the page (nothing to ask); with one, GET /api/auth/user.
  expect(requests.filter((path) => path.startsWith('/graphql'))).toEqual([]);
  // Chunk names come from their packages (packages/ui/vite.ts groups Apollo and the form library;
  // zod's core is "schemas"); each name is first found among the built chunks, so a renamed chunk fails
  // here rather than passing unseen.
  const built = readdirSync(join(__dirname, '../../web/dist/assets')).map((file) => `/assets/${file}`);
  for (const library of UNWANTED_ON_LANDING) {
    expect(
      built.filter((file) => library.test(file)),
      `a built chunk for ${library}`,
    ).not.toEqual([]);
    expect(scripts.filter((path) => library.test(path))).toEqual([]);
  }
  expect(scripts.some((path) => /LandingPage/.test(path))).toBe(true);

  // Once the visitor moves, the likely next pages' code (the sign-up form's) comes while the browser is idle.
  await page.mouse.move(20, 20);
  await expect.poll(() => scripts.some((path) => /\/forms-[^/]*\.js$/.test(path))).toBe(true);

  // A member's session is checked over REST too; Apollo Client then loads with the signed-in app.
  const member = newMember();
  await page.request.post('/api/auth/signup', { data: member });
  requests.length = 0;
  await page.goto('/');
  await expect(page.getByRole('button', { name: `${member.firstName} ${member.lastName}` })).toBeVisible();
  expect(requests).toContain('/api/auth/user');
});
