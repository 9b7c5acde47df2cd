import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ROOT } from '../stack/stack';

/** The repository's tracked files (what a clone holds). */
const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const pages = tracked.filter((file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')));

/** Every Markdown link's target in a page, but web addresses and the page's own anchors. */
function relativeLinks(page: string): string[] {
  const text = readFileSync(join(ROOT, page), 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith('#'));
}

describe('the docs (README.md and docs/)', () => {
  it('keep the README short: what Cinevia is, the two commands and a diagram, then links', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
    expect(readme).toContain('npm start');
    expect(readme).toContain('npm test');
    expect(readme).toContain('```mermaid');
  });

  it.each(pages)('%s: every relative link names a file or folder of the repository', (page) => {
    const broken = relativeLinks(page).filter((target) => {
      const path = resolve(ROOT, dirname(page), decodeURIComponent(target.split('#')[0]!));
      return relative(ROOT, path).startsWith('..') || !existsSync(path);
    });
    expect(broken).toEqual([]);
  });

  it('start each page with who it is for', () => {
    const unsaid = pages
      .filter((page) => page.startsWith('docs/') && !page.startsWith('docs/decisions/0'))
      .filter((page) => !/^# .+\n\n_For [^_]+_\n/.test(readFileSync(join(ROOT, page), 'utf8')));
    expect(unsaid).toEqual([]);
  });

  it("nothing in the repository points at a file outside it (the team's notes beside a checkout)", () => {
    const notes = new RegExp(
      `${['DESIGN', 'STYLE'].map((name) => `\\b${name}\\.md\\b`).join('|')}|${['shared', 'spec'].join('\\/')}`,
    );
    const outside = tracked
      .filter((file) => statSync(join(ROOT, file), { throwIfNoEntry: false })?.isFile())
      .filter((file) => !/\.(png|jpg|ico|woff2?|lock)$|package-lock\.json$/.test(file))
      .filter((file) => notes.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(outside).toEqual([]);
  });
});
