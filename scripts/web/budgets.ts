/**
 * The apps' JavaScript budgets (issue 24): gzipped JavaScript a route loads before it is
 * interactive, read from Vite's manifest (`build.manifest: true`) of a finished build. A route's
 * initial JavaScript is its entry (index.html's script), the chunks it loads on the way (the
 * signed-in app for members' pages) and the route's own chunk, each with every static import,
 * counted once. Run `node --import tsx scripts/web/budgets.ts` after `npm run build -w web -w
 * admin-web` for the table; e2e/tests/budgets.spec.ts fails the suite on any route over budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(__dirname, '../..');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBudget {
  app: 'web' | 'admin-web';
  route: string;
  /** Manifest keys loaded before the route is interactive, in order: the entry first. */
  chunks: string[];
  budgetKb: number;
}

const MEMBER = ['index.html', 'src/SignedInApp.tsx'];
const member = (route: string, page: string): RouteBudget => ({
  app: 'web',
  route,
  chunks: [...MEMBER, page],
  budgetKb: 200,
});

export const BUDGETS: RouteBudget[] = [
  {
    app: 'web',
    route: '/ (landing)',
    chunks: ['index.html', 'src/features/landing/components/LandingPage.tsx'],
    budgetKb: 100,
  },
  {
    app: 'web',
    route: '/login',
    chunks: ['index.html', 'src/features/account/components/LoginPage.tsx'],
    budgetKb: 140,
  },
  {
    app: 'web',
    route: '/signup',
    chunks: ['index.html', 'src/features/account/components/SignupPage.tsx'],
    budgetKb: 140,
  },
  {
    app: 'web',
    route: '/forgot-password',
    chunks: ['index.html', 'src/features/account/components/ForgotPasswordPage.tsx'],
    budgetKb: 140,
  },
  {
    app: 'web',
    route: '/reset-password',
    chunks: ['index.html', 'src/features/account/components/ResetPasswordPage.tsx'],
    budgetKb: 140,
  },
  member('/ (home)', 'src/features/catalogue/components/HomePage.tsx'),
  member('/categories', 'src/features/catalogue/components/CategoriesPage.tsx'),
  member('/watchlist', 'src/features/watchlist/components/MyListPage.tsx'),
  member('/watch/:id', 'src/features/player/components/WatchPage.tsx'),
  member('/profile', 'src/features/account/components/ProfilePage.tsx'),
  member('/create-film', 'src/features/commissions/components/CreateFilmPage.tsx'),
  member('/subscribe', 'src/features/billing/components/SubscribePage.tsx'),
  {
    app: 'admin-web',
    route: '/admin-login',
    chunks: ['index.html', 'src/features/auth/components/AdminLoginPage.tsx'],
    budgetKb: 120,
  },
  {
    app: 'admin-web',
    route: '/admin/insights',
    // The portal's signed-in area and the page with its chart library (Recharts, about 120 kB).
    chunks: ['index.html', 'src/AdminArea.tsx', 'src/features/insights/components/InsightsPage.tsx'],
    budgetKb: 370,
  },
];

export interface RouteSize extends RouteBudget {
  files: string[];
  gzipBytes: number;
}

const manifestPath = (app: string) => join(ROOT, app, 'dist', '.vite', 'manifest.json');

/** Whether the app has been built (with its manifest). */
export const isBuilt = (app: string) => existsSync(manifestPath(app));

function readManifest(app: string): Manifest {
  return JSON.parse(readFileSync(manifestPath(app), 'utf8')) as Manifest;
}

/** Every route's initial JavaScript, gzipped (level 9, as a build-time compressor would). */
export function measureRoutes(budgets: RouteBudget[] = BUDGETS): RouteSize[] {
  const manifests = new Map<string, Manifest>();
  const gzipped = new Map<string, number>();
  return budgets.map((budget) => {
    let manifest = manifests.get(budget.app);
    if (!manifest) manifests.set(budget.app, (manifest = readManifest(budget.app)));
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk)
        throw new Error(
          `${budget.app}: ${key} is not in the build's manifest (renamed? update scripts/web/budgets.ts)`,
        );
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    budget.chunks.forEach(visit);
    let gzipBytes = 0;
    for (const file of files) {
      const path = join(ROOT, budget.app, 'dist', file);
      let size = gzipped.get(path);
      if (size === undefined) gzipped.set(path, (size = gzipSync(readFileSync(path), { level: 9 }).length));
      gzipBytes += size;
    }
    return { ...budget, files: [...files], gzipBytes };
  });
}

export const kb = (bytes: number) => (bytes / 1000).toFixed(1);

if (require.main === module) {
  let over = 0;
  const built = BUDGETS.filter((budget) => isBuilt(budget.app));
  for (const app of new Set(BUDGETS.filter((budget) => !isBuilt(budget.app)).map((budget) => budget.app))) {
    console.log(`${app} is not built: npm run build -w ${app}`);
  }
  for (const size of measureRoutes(built)) {
    const fits = size.gzipBytes <= size.budgetKb * 1000;
    if (!fits) over += 1;
    console.log(
      `${fits ? 'ok  ' : 'OVER'} ${size.app.padEnd(9)} ${size.route.padEnd(16)} ${kb(size.gzipBytes).padStart(6)} KB of ${size.budgetKb} KB  (${size.files.length} files)`,
    );
  }
  process.exitCode = over ? 1 : 0;
}
