import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '@cinevia/service-kit';
import type { CatalogueChanges } from './catalogue-changes';

/** What the web build's dist/.shell/homeShell.mjs exports (web/src/memberShell/homeShell.tsx). */
export interface HomeShellRenderer {
  homeShellQuery: string;
  renderHomeShell(data: unknown): string | null;
}

/** The hero drawn into a member's home page: its styles for the head, its markup for #root. */
export interface HomeHeroMarkup {
  head: string;
  body: string;
}

export interface HomeShell {
  /**
   * The hero for the catalogue as it is now, or undefined while it is being drawn (the page is
   * then sent without it: a page never waits for the hero). An empty catalogue draws nothing.
   */
  current(): HomeHeroMarkup | undefined;
}

/** Runs a query with no member (the hero is the same for everyone) and gives its reply. */
export type RunSharedQuery = (query: string) => Promise<{ data?: unknown; errors?: readonly unknown[] }>;

/**
 * Draws the signed-in home page's hero (the featured film) with the app's own component, once per
 * catalogue change, so the page a member opens shows it before any script has run. The hero is
 * drawn in the background: the first page after a change goes out without it, the next ones with
 * it. Built only from what every member sees; without the web build's shell (dist/.shell), nothing.
 */
export function homeShell(options: {
  dir: string;
  changes: Pick<CatalogueChanges, 'version' | 'settled'>;
  runSharedQuery: RunSharedQuery;
  logger: Logger;
  /** Loads the built module (a port: tests give their own renderer). */
  importRenderer?: (url: string) => Promise<HomeShellRenderer>;
}): HomeShell {
  const {
    changes,
    runSharedQuery,
    logger,
    importRenderer = (url) => import(url) as Promise<HomeShellRenderer>,
  } = options;
  const moduleFile = join(options.dir, 'homeShell.mjs');
  // A rebuilt web app replaces the module: its modification time tells one build from the next.
  const buildOf = () => statSync(moduleFile, { throwIfNoEntry: false })?.mtimeMs;
  let drawn: { version: number; build: number; markup: HomeHeroMarkup } | undefined;
  let drawing: Promise<void> | undefined;

  async function draw(build: number): Promise<void> {
    const version = changes.version();
    // Asked under a new address per build, so a rebuilt module is loaded afresh.
    const renderer = await importRenderer(`${pathToFileURL(moduleFile).href}?build=${build}`);
    const reply = await runSharedQuery(renderer.homeShellQuery);
    if (reply.errors?.length || !reply.data) {
      logger.warn({ errors: reply.errors }, 'home hero not drawn: the catalogue did not answer');
      return;
    }
    const body = renderer.renderHomeShell(reply.data) ?? '';
    const head = body ? `<style>${readFileSync(join(options.dir, 'style.css'), 'utf8')}</style>` : '';
    // Kept only if nothing changed meanwhile, and once every replica has the change.
    if (version === changes.version() && changes.settled()) drawn = { version, build, markup: { head, body } };
  }

  return {
    current() {
      const build = buildOf();
      if (build === undefined) return undefined;
      if (drawn?.version === changes.version() && drawn.build === build) return drawn.markup;
      drawing ??= draw(build)
        .catch((error: unknown) => logger.error({ err: error }, 'home hero not drawn'))
        .finally(() => (drawing = undefined));
      return undefined;
    },
  };
}
