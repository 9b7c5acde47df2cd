import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import mongoose from 'mongoose';
import { freePort, startProcess, TOOLS_BIN, waitForPort, type ManagedProcess } from '@cinevia/harness/local';
import { eventually } from '@cinevia/harness';

/**
 * The FerretDB that scripts/setup/setup.sh builds (with scripts/tools/ferretdb-id-index.patch) must answer
 * `_id` filters from its unique `_id` index, not by scanning the table. Measured on the statements it
 * really runs: FerretDB at debug level logs each SQL statement and its arguments, and SQLite's
 * EXPLAIN QUERY PLAN of that statement, against the same database file, says SEARCH … USING INDEX or
 * SCAN. `CINEVIA_FERRETDB_BIN=/path/to/ferretdb` checks another build (an unpatched one fails).
 */
const mongodInstalled = (process.env.PATH ?? '').split(delimiter).some((dir) => existsSync(join(dir, 'mongod')));
const binary = process.env.CINEVIA_FERRETDB_BIN ?? join(TOOLS_BIN, 'ferretdb');
const DB = 'index-probe';
const DOCS = 300;

interface Statement {
  sql: string;
  args: unknown[];
}

let dir: string;
let server: ManagedProcess;
let client: mongoose.mongo.MongoClient;
let logFile: string;

/** Every SQL statement FerretDB has logged so far, in order. */
function loggedStatements(): Statement[] {
  const statements: Statement[] = [];
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    let entry: { msg?: unknown; args?: unknown };
    try {
      entry = JSON.parse(line);
    } catch {
      continue; // not JSON, or the last line half-written
    }
    if (typeof entry.msg === 'string' && entry.msg.startsWith('>>> '))
      statements.push({ sql: entry.msg.slice(4), args: Array.isArray(entry.args) ? entry.args : [] });
  }
  return statements;
}

let markers = 0;

/**
 * How many statements FerretDB has run so far, once all of them are in the log: its output reaches
 * the file asynchronously, so this runs a lookup of its own and waits for that to be logged.
 */
async function settledStatementCount(): Promise<number> {
  const marker = `marker-${++markers}`;
  await client
    .db(DB)
    .collection('films')
    .findOne({ _id: marker as never });
  return eventually(() => {
    const index = loggedStatements().findIndex(({ args }) => args.includes(JSON.stringify(marker)));
    if (index < 0) throw new Error(`the lookup of ${marker} is not logged yet`);
    return index + 1;
  });
}

/**
 * The statements on `collection`'s table that FerretDB ran for `op`; waits until one starting with
 * `last` (the operation's final statement) has been logged.
 */
async function statementsFor(collection: string, last: string, op: () => Promise<unknown>): Promise<Statement[]> {
  const before = await settledStatementCount();
  await op();
  const table = new RegExp(`"${collection}_[0-9a-f]+"`);
  return eventually(() => {
    const ran = loggedStatements()
      .slice(before)
      .filter(({ sql }) => table.test(sql) && /^(SELECT|UPDATE|DELETE)\b/.test(sql));
    if (!ran.some(({ sql }) => sql.startsWith(last))) throw new Error(`no ${last} on ${collection} logged yet`);
    return ran;
  });
}

const EXPLAIN = `
import json, sqlite3, sys
statement = json.load(sys.stdin)
db = sqlite3.connect('file:' + sys.argv[1] + '?mode=ro', uri=True)
print(json.dumps([row[3] for row in db.execute('EXPLAIN QUERY PLAN ' + statement['sql'], statement['args'])]))
`;

/** SQLite's plan for a statement, with its logged arguments bound, one line per plan step. */
function queryPlan(statement: Statement): string {
  const run = spawnSync('python3', ['-c', EXPLAIN, join(dir, `${DB}.sqlite`)], {
    input: JSON.stringify(statement),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`EXPLAIN QUERY PLAN failed: ${run.error ?? run.stderr}`);
  return (JSON.parse(run.stdout) as string[]).join('\n');
}

function plans(statements: Statement[]): { sql: string; plan: string }[] {
  return statements.map((statement) => ({ sql: statement.sql, plan: queryPlan(statement) }));
}

/** Every statement searches the collection's `_id_` index and none scans a table. */
function expectIdIndexUsed(ran: Statement[]): void {
  expect(ran.length).toBeGreaterThan(0);
  const steps = plans(ran);
  expect(steps).toEqual(
    steps.map(({ sql }) => ({ sql, plan: expect.stringMatching(/^SEARCH \S+ USING (COVERING )?INDEX \S+__id_ /m) })),
  );
  expect(steps.filter(({ plan }) => /^SCAN /m.test(plan))).toEqual([]);
}

const title = mongodInstalled
  ? 'FerretDB _id index (skipped: mongod is on PATH, so the stack runs no FerretDB)'
  : 'FerretDB _id index';

(mongodInstalled ? describe.skip : describe)(title, () => {
  beforeAll(async () => {
    if (!existsSync(binary)) throw new Error(`${binary} is missing: run \`npm run setup\``);
    dir = await mkdtemp(join(tmpdir(), 'cinevia-ferretdb-index-'));
    logFile = join(dir, 'ferretdb.log');
    const port = await freePort();
    server = startProcess(
      'ferretdb',
      binary,
      [
        '--handler=sqlite',
        `--sqlite-url=file:${dir}/`,
        `--listen-addr=127.0.0.1:${port}`,
        '--telemetry=disable',
        '--debug-addr=-',
        `--state-dir=${dir}`,
        '--log-level=debug',
        '--log-format=json',
      ],
      logFile,
    );
    await waitForPort(port, 30_000, server.child);
    client = await new mongoose.mongo.MongoClient(`mongodb://127.0.0.1:${port}/`).connect();
    await client
      .db(DB)
      .collection('films')
      .insertMany(Array.from({ length: DOCS }, (_, index) => ({ _id: `film-${index}` as never, rank: index })));
  }, 60_000);

  afterAll(async () => {
    await client?.close();
    await server?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const films = () => client.db(DB).collection<{ _id: string; rank: number; seen?: boolean }>('films');

  it('finds a document by a string _id through the _id index', async () => {
    let found: unknown;
    const ran = await statementsFor(
      'films',
      'SELECT',
      async () => (found = await films().findOne({ _id: 'film-150' })),
    );
    expect(found).toEqual({ _id: 'film-150', rank: 150 });
    expectIdIndexUsed(ran);
  });

  it('finds a document by an ObjectId _id through the _id index', async () => {
    const others = client.db(DB).collection('people');
    await others.insertMany(Array.from({ length: DOCS }, (_, rank) => ({ rank })));
    const { insertedId } = await others.insertOne({ rank: -1 });
    const ran = await statementsFor('people', 'SELECT', () => others.findOne({ _id: insertedId }));
    expectIdIndexUsed(ran);
  });

  it("agrees with FerretDB's own SQLite, whose explain plans an _id find the same way", async () => {
    const explained = await client.db(DB).command({ explain: { find: 'films', filter: { _id: 'film-150' } } });
    expect(explained.queryPlanner).toEqual({
      Plan: [expect.stringMatching(/detail=SEARCH \S+ USING (COVERING )?INDEX \S+__id_ /)],
    });
  });

  it('updates a document by _id through the _id index, both to find it and to write it', async () => {
    const ran = await statementsFor('films', 'UPDATE', () =>
      films().updateOne({ _id: 'film-77' }, { $set: { seen: true } }),
    );
    expect(ran.map(({ sql }) => sql.split(' ')[0])).toEqual(['SELECT', 'UPDATE']);
    expectIdIndexUsed(ran);
    expect(await films().findOne({ _id: 'film-77' })).toEqual({ _id: 'film-77', rank: 77, seen: true });
  });

  it('updates by _id and another field (a conditional write) through the _id index, checking both', async () => {
    const ran = await statementsFor('films', 'UPDATE', () =>
      films().updateOne({ _id: 'film-78', rank: 78 }, { $set: { seen: true } }),
    );
    expectIdIndexUsed(ran);
    const missed = await films().updateOne({ _id: 'film-79', rank: 0 }, { $set: { seen: true } });
    expect(missed.matchedCount).toBe(0);
    expect(await films().findOne({ _id: 'film-79' })).toEqual({ _id: 'film-79', rank: 79 });
    const either = await films().updateOne(
      { _id: 'film-80', $or: [{ rank: 80 }, { seen: true }] },
      { $set: { seen: true } },
    );
    expect(either.matchedCount).toBe(1);
  });

  it('deletes a document by _id through the _id index', async () => {
    const ran = await statementsFor('films', 'DELETE', () => films().deleteOne({ _id: 'film-299' }));
    expectIdIndexUsed(ran);
    expect(await films().countDocuments()).toBe(DOCS - 1);
  });

  it('still refuses a second document with the same _id', async () => {
    await expect(films().insertOne({ _id: 'film-5', rank: 0 })).rejects.toMatchObject({ code: 11000 });
    expect(await films().findOne({ _id: 'film-5' })).toEqual({ _id: 'film-5', rank: 5 });
  });

  it('sees a scan where there is one: a filter on another field reads the whole table', async () => {
    const ran = await statementsFor('films', 'SELECT', () => films().findOne({ rank: 42 }));
    expect(plans(ran)).toEqual([expect.objectContaining({ plan: expect.stringMatching(/^SCAN /m) })]);
  });
});
