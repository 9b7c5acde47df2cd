import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { homeShell, type HomeShellRenderer, type RunSharedQuery } from './home-shell';

const STYLE = '._hero_x1{min-height:460px}';

let dir: string;
let version: number;
let settled: boolean;
let replies: Array<Awaited<ReturnType<RunSharedQuery>>>;
let asked: string[];
let imported: string[];

const renderer: HomeShellRenderer = {
  homeShellQuery: 'query HomeShellQuery { featuredVideos(first: 1) { title } }',
  renderHomeShell: (data) => {
    const [film] = (data as { featuredVideos: { title: string }[] }).featuredVideos;
    return film ? `<main inert><h1>${film.title}</h1></main>` : null;
  },
};

function shell() {
  return homeShell({
    dir,
    changes: { version: () => version, settled: () => settled },
    runSharedQuery: async (query) => {
      asked.push(query);
      return replies.shift() ?? { data: { featuredVideos: [{ title: 'Halcyon Drift' }] } };
    },
    logger: pino({ level: 'silent' }),
    importRenderer: async (url) => {
      imported.push(url);
      return renderer;
    },
  });
}

/** The hero once drawing is done: the first ask starts it, and it answers on a later turn. */
async function drawn(home: ReturnType<typeof shell>) {
  home.current();
  for (let turn = 0; turn < 20; turn++) {
    await new Promise((resolve) => setImmediate(resolve));
    const markup = home.current();
    if (markup) return markup;
  }
  return home.current();
}

function build(at: number) {
  writeFileSync(join(dir, 'homeShell.mjs'), 'export {};');
  writeFileSync(join(dir, 'style.css'), STYLE);
  utimesSync(join(dir, 'homeShell.mjs'), at, at);
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cinevia-home-shell-'));
  version = 1;
  settled = true;
  replies = [];
  asked = [];
  imported = [];
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('without the web build of the shell there is no hero and nothing is asked', async () => {
  const home = shell();
  expect(await drawn(home)).toBeUndefined();
  expect(asked).toEqual([]);
});

test('draws the hero in the background: the first page goes without it, the next with it and its styles', async () => {
  build(1_000);
  const home = shell();
  expect(home.current()).toBeUndefined();
  expect(await drawn(home)).toEqual({
    head: `<style>${STYLE}</style>`,
    body: '<main inert><h1>Halcyon Drift</h1></main>',
  });
  expect(asked).toEqual([renderer.homeShellQuery]);
  // Kept: further pages ask nothing.
  home.current();
  expect(asked).toHaveLength(1);
});

test('a catalogue change draws the hero again, and until then none is shown', async () => {
  build(1_000);
  const home = shell();
  await drawn(home);
  version = 2;
  replies.push({ data: { featuredVideos: [{ title: 'Glass Orchard' }] } });
  expect(home.current()).toBeUndefined();
  expect((await drawn(home))?.body).toContain('Glass Orchard');
  expect(asked).toHaveLength(2);
});

test('a hero drawn while the catalogue is still settling is not kept, and is drawn again', async () => {
  build(1_000);
  settled = false;
  const home = shell();
  home.current();
  await new Promise((resolve) => setImmediate(resolve));
  expect(home.current()).toBeUndefined();
  settled = true;
  expect((await drawn(home))?.body).toContain('Halcyon Drift');
  expect(asked.length).toBeGreaterThanOrEqual(2);
});

test('an empty catalogue draws nothing, without styles', async () => {
  build(1_000);
  replies.push({ data: { featuredVideos: [] } });
  expect(await drawn(shell())).toEqual({ head: '', body: '' });
});

test('a catalogue that answers with errors leaves the page without a hero, and is asked again', async () => {
  build(1_000);
  replies.push({ errors: [{ message: 'catalogue unavailable' }] });
  const home = shell();
  home.current();
  await new Promise((resolve) => setImmediate(resolve));
  expect(home.current()).toBeUndefined();
  expect((await drawn(home))?.body).toContain('Halcyon Drift');
});

test('a rebuilt web app is loaded afresh and the hero drawn with it', async () => {
  build(1_000);
  const home = shell();
  await drawn(home);
  build(2_000);
  expect(home.current()).toBeUndefined();
  await drawn(home);
  expect(imported).toHaveLength(2);
  expect(new Set(imported).size).toBe(2);
});
