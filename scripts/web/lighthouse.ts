/**
 * npm run lighthouse: Lighthouse (the npm package) on Debian's Chromium against a started stack,
 * with mobile and desktop settings, on the landing page and on a signed-in member's home page.
 * Prints performance, accessibility and best practices per page and settings against the targets
 * of issues 24 and 58, the metrics behind performance and the bytes transferred, and what Lighthouse
 * says costs the most where a target is missed. Full reports: .data/lighthouse/<page>-<settings>.html.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startInfrastructure, startMailCatcher } from '@cinevia/harness';
import { ROOT, startStack } from '../stack/stack';
import { buildWebAppIfStale } from '../stack/web-build';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];
type Settings = 'mobile' | 'desktop';
const REPORTS = join(ROOT, '.data', 'lighthouse');

/** Issues 24 and 58's targets: [page][settings][category] → the least score (0–100). */
const TARGETS: Record<string, Partial<Record<Settings, Partial<Record<Category, number>>>>> = {
  landing: {
    mobile: { performance: 98, accessibility: 100, 'best-practices': 95 },
    desktop: { performance: 99, accessibility: 100, 'best-practices': 95 },
  },
  home: {
    mobile: { performance: 98, accessibility: 100, 'best-practices': 95 },
    desktop: { accessibility: 100, 'best-practices': 95 },
  },
};
/** Issue 58: what a page may transfer, KiB (Lighthouse's total byte weight). */
const MOST_KIB: Record<string, number> = { landing: 190 };

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

interface Audit {
  score: number | null;
  displayValue?: string;
  numericValue?: number;
  title: string;
  details?: { type?: string; overallSavingsMs?: number };
}
interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
}

async function signUpMember(url: string): Promise<string> {
  const email = `lighthouse-${Date.now()}@example.com`;
  const response = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'popcorn-matinee-42', firstName: 'Lena', lastName: 'Marsh' }),
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('cinevia_session='));
  if (!cookie) throw new Error('sign-up set no session cookie');
  return cookie;
}

/** What costs the most: failed audits with their savings, largest first. */
function costs(result: LighthouseResult): string[] {
  return Object.entries(result.audits)
    .filter(([, audit]) => audit.score !== null && audit.score < 0.9)
    .filter(([, audit]) => audit.details?.type === 'opportunity' || audit.displayValue)
    .sort(([, a], [, b]) => (b.details?.overallSavingsMs ?? 0) - (a.details?.overallSavingsMs ?? 0))
    .slice(0, 6)
    .map(([id, audit]) => `      ${audit.title} (${id})${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
}

async function main(): Promise<void> {
  for (const app of ['web', 'admin-web'] as const) if (buildWebAppIfStale(app)) console.log(`built ${app}`);
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  mkdirSync(REPORTS, { recursive: true });

  const infra = await startInfrastructure();
  // The stack's mail (welcomes, resets) goes to a catcher in this process.
  const mail = await startMailCatcher();
  let failed = false;
  try {
    const stack = await startStack({
      smtpUrl: mail.url,
      infra,
      seedCatalogue: true,
      logDir: join(REPORTS, 'logs'),
      adminPassword: 'lighthouse-admin-password',
      nodeEnv: 'development',
      extraEnv: { LOG_LEVEL: 'warn', RATE_LIMITS: 'off' },
    });
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const cookie = await signUpMember(stack.url);
      const pages = [
        { name: 'landing', url: `${stack.url}/`, headers: {} as Record<string, string> },
        { name: 'home', url: `${stack.url}/`, headers: { Cookie: cookie } as Record<string, string> },
      ];
      console.log(
        `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} on ${CHROME_PATH}`,
      );
      console.log(
        'page      settings  performance  accessibility  best-practices   FCP / LCP / TBT / CLS / SI / bytes',
      );
      for (const page of pages) {
        for (const settings of ['mobile', 'desktop'] as const) {
          // A first load warms the gateway's caches and the stack's processes, as a visit after start-up would be.
          await fetch(page.url, { headers: page.headers });
          // Chromium now and then records no navigation start in its trace (NO_NAVSTART): run again.
          let runner: Awaited<ReturnType<typeof lighthouse>>;
          for (let attempt = 1; ; attempt += 1) {
            runner = await lighthouse(
              page.url,
              {
                port: chrome.port,
                output: 'html',
                logLevel: 'error',
                onlyCategories: [...CATEGORIES],
                extraHeaders: page.headers,
              },
              settings === 'desktop' ? desktopConfig : undefined,
            );
            const error = runner?.lhr.runtimeError;
            if (!error || attempt === 3) break;
            console.log(`  (${page.name} ${settings}: ${error.code}, running again)`);
          }
          if (!runner) throw new Error(`Lighthouse gave no result for ${page.name}`);
          writeFileSync(join(REPORTS, `${page.name}-${settings}.html`), String(runner.report));
          const result = runner.lhr as unknown as LighthouseResult;
          const target = TARGETS[page.name]?.[settings] ?? {};
          const cells = CATEGORIES.map((category) => {
            const score = Math.round((result.categories[category]?.score ?? 0) * 100);
            const least = target[category];
            const missed = least !== undefined && score < least;
            if (missed) failed = true;
            return `${String(score).padStart(3)}${least === undefined ? '' : missed ? ` <${least}!` : ` ≥${least}`}`.padEnd(
              category === 'performance' ? 13 : category === 'accessibility' ? 15 : 17,
            );
          });
          const metrics = METRICS.map(([id]) => result.audits[id]?.displayValue ?? '?').join(' / ');
          const kib = (result.audits['total-byte-weight']?.numericValue ?? 0) / 1024;
          const mostKib = MOST_KIB[page.name];
          const tooHeavy = mostKib !== undefined && kib >= mostKib;
          if (tooHeavy) failed = true;
          const bytes = `${kib.toFixed(0)} KiB${mostKib === undefined ? '' : tooHeavy ? ` ≥${mostKib}!` : ` <${mostKib}`}`;
          console.log(`${page.name.padEnd(10)}${settings.padEnd(10)}${cells.join('')}${metrics} / ${bytes}`);
          const missedAny = CATEGORIES.some((category) => {
            const least = target[category];
            return least !== undefined && Math.round((result.categories[category]?.score ?? 0) * 100) < least;
          });
          if (missedAny) for (const line of costs(result)) console.log(line);
        }
      }
    } finally {
      chrome.kill();
      await stack.stop();
    }
  } finally {
    await infra.stop();
    await mail.stop();
  }
  console.log(failed ? 'Some targets were missed.' : 'Every target met.');
  console.log(`Reports: ${REPORTS}`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
