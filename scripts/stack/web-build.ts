import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './stack';

function newestChange(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

/** Builds a Vite app when its sources (or the shared contracts) changed since its last build. */
export function buildWebAppIfStale(app: 'web' | 'admin-web'): boolean {
  // The build's last step copies the persisted documents: a build that stopped short is not fresh.
  const built = join(ROOT, app, 'dist', 'persisted-documents.json');
  // The admin portal also builds from the members' app's shared UI.
  const sources = [
    join(ROOT, app, 'src'),
    join(ROOT, app, 'index.html'),
    join(ROOT, 'proto', 'src'),
    join(ROOT, 'web', 'src'),
  ];
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources.map(newestChange))) return false;
  // A build to serve is a production build, whatever the caller runs as (jest sets NODE_ENV=test, and
  // Vite then builds React's development JSX, which the gateway's production React cannot render).
  execFileSync('npm', ['run', 'build', '-w', app, '--silent'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return true;
}
