/**
 * The operators' path, for real: `docker compose` builds every image from the Dockerfile and runs the
 * whole stack behind its TLS proxy, with the trace viewer of its `tracing` profile, on the engine `npm test`
 * found or started (scripts/engine/engine.sh) and with the images it built where no registry answers
 * (scripts/images/build.sh, .tools/images.env). A member's journey over HTTPS passes on one replica each,
 * scaled out, after a crash and after `down` and `up`, and its traces reach the viewer. Without an engine
 * it is skipped, and says so.
 */
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Agent, fetch as undiciFetch } from 'undici';
import { eventually, freePort, infrastructureImages } from '@cinevia/harness';
import { client, newMemberDetails } from '../../gateway/test/stack';
import { expectProgress, journey, signIn, type Member } from './member-journey';
import { composeSecrets } from '../ops/secrets';
import { dockerCompose } from './docker-compose';
import { CATALOGUE_KEPT_TO_ITS_DATABASE, READ_AS_CATALOGUE } from './refusals';

const run = promisify(execFile);
const engine = process.env.DOCKER_HOST;
const describeWithEngine = engine ? describe : describe.skip;
if (!engine)
  console.log('operators’ journey skipped: no Docker engine answers (npm test sets DOCKER_HOST when one does)');

/** Fixed, so that a later run reuses this one's image tags rather than piling up new ones. */
const PROJECT = 'cinevia-operators-test';
/** FerretDB stands in for mongo: no replica set (scripts/images/compose.stand-ins.yml). */
const standIns = infrastructureImages.mongo.startsWith('cinevia-local/');

let work: string;
let envFile: string;
let httpsPort: number;
let httpPort: number;
let traceViewerPort: number;
let dispatcher: Agent;
/**
 * Fetch through `dispatcher`, which trusts the stack's certificate authority: the undici package's
 * own fetch, as Node's built-in one is another release of undici, whose requests the package's Agent refuses.
 */
const httpsFetch = ((url: string, init: RequestInit = {}) =>
  undiciFetch(url, { ...(init as object), dispatcher })) as unknown as typeof fetch;

function compose(...args: string[]) {
  const files = ['-f', 'docker-compose.yml', ...(standIns ? ['-f', 'scripts/images/compose.stand-ins.yml'] : [])];
  const options = ['-p', PROJECT, ...files, '--profile', 'tracing', '--profile', 'demo', '--env-file', envFile];
  // Every setting of the stack is in the env file.
  return dockerCompose(engine!, [...options, ...args]);
}

/** A browser at `address`: the proxy trusts the engine's hop, so it believes what the client says it is. */
const browserAt = (address: string) =>
  client(`https://localhost:${httpsPort}`, { headers: { 'x-forwarded-for': address }, fetch: httpsFetch });

/** The trace viewer's API (Jaeger's, as its UI reads it). */
async function viewer<T>(path: string): Promise<T> {
  const reply = await fetch(`http://127.0.0.1:${traceViewerPort}${path}`);
  expect(reply.status).toBe(200);
  return (await reply.json()) as T;
}

interface ViewerTrace {
  spans: { spanID: string; operationName: string; processID: string; tags: { key: string; value: unknown }[] }[];
  processes: Record<string, { serviceName: string }>;
}

interface TracedSpan {
  service: string;
  name: string;
  tags: Record<string, unknown>;
}

const spansOf = (trace: ViewerTrace): TracedSpan[] =>
  trace.spans.map((span) => ({
    service: trace.processes[span.processID]!.serviceName,
    name: span.operationName,
    tags: Object.fromEntries(span.tags.map(({ key, value }) => [key, value])),
  }));

const isSpan = (service: string, name: string) => (span: TracedSpan) => span.service === service && span.name === name;

/** Every container of the stack running, and healthy where it has a health check; the one-offs (users, migrations) done. */
async function settled() {
  await eventually(
    async () => {
      const { stdout } = await compose('ps', '--all', '--format', '{{.Service}} {{.State}} {{.ExitCode}} {{.Health}}');
      const troubled = stdout
        .trim()
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => !/^\S+ running \d+( healthy)?$/.test(line) && !/^(mongo-users|migrate) exited 0$/.test(line));
      expect(troubled).toEqual([]);
    },
    180_000,
    1_000,
  );
}

describeWithEngine('docker compose, the operators’ stack', () => {
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'cinevia-compose-'));
    envFile = join(work, '.env');
    httpsPort = await freePort();
    httpPort = await freePort();
    traceViewerPort = await freePort();
    const mongoPassword = randomBytes(16).toString('hex');
    const settings = {
      ...composeSecrets(randomBytes(32).toString('hex')),
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      MONGO_PASSWORD: mongoPassword,
      HTTPS_BIND: '127.0.0.1',
      HTTPS_PORT: String(httpsPort),
      MAIL_INBOX_PORT: String(await freePort()),
      TRACE_VIEWER_PORT: String(traceViewerPort),
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://jaeger:4318',
      PUBLIC_URL: `https://localhost:${httpsPort}`,
      SEED_CATALOGUE: 'true',
      // A demo: no Stripe nor mail provider here, the payment simulator and the mail catcher on purpose
      // (without them billing and notifications would refuse to start).
      PAYMENTS: 'simulated',
      SMTP_URL: 'smtp://mail:1025',
      MAIL_CATCHER: 'true',
      HTTP_PORT: String(httpPort),
      // Each container's first health check comes one interval after it starts, and every `up` waits for
      // the chain (databases, services, gateway, proxy) to pass them: checked every 2 s, not every 10.
      HEALTHCHECK_INTERVAL: '2s',
      // This test's requests reach the proxy through the engine's port mapping, from the bridge's address:
      // that hop is trusted here (its address, once the network is made: below), so each client's
      // X-Forwarded-For names it (127.0.0.1, 127.0.0.2, ...).
      // FerretDB, the stand-in, is no replica set.
      ...(standIns ? { MONGO_OPTIONS: 'directConnection=true' } : {}),
      ...Object.fromEntries(
        [
          'NODE_IMAGE',
          'NATS_IMAGE',
          'REDIS_IMAGE',
          'MONGO_IMAGE',
          'CADDY_IMAGE',
          'MAILDEV_IMAGE',
          'JAEGER_IMAGE',
        ].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
      ),
    };
    await writeFile(
      envFile,
      Object.entries(settings)
        .map(([name, value]) => `${name}=${value}\n`)
        .join(''),
    );
    await compose('down', '--volumes', '--remove-orphans');
    await compose('up', '--detach', '--build', '--wait');
    // The engine's bridge, where this test's requests come from, is then the one proxy the proxy trusts:
    // a request from inside the network (another container) is not, so its X-Forwarded-For must change
    // nothing (as the default, 127.0.0.1/32, treats every visitor of a real site).
    const { stdout: bridge } = await run(
      'docker',
      ['network', 'inspect', `${PROJECT}_default`, '--format', '{{(index .IPAM.Config 0).Gateway}}'],
      { env: { ...process.env, DOCKER_HOST: engine } },
    );
    await writeFile(envFile, `${await readFile(envFile, 'utf8')}TRUSTED_PROXIES=${bridge.trim()}/32\n`);
    await compose('up', '--detach', '--wait', 'proxy');
    const { stdout: rootCertificate } = await compose(
      'exec',
      '-T',
      'proxy',
      'cat',
      '/data/caddy/pki/authorities/local/root.crt',
    );
    dispatcher = new Agent({ connect: { ca: rootCertificate } });
  }, 20 * 60_000);

  afterAll(async () => {
    await dispatcher?.close();
    if (envFile) await compose('down', '--volumes', '--remove-orphans', '--timeout', '5');
    await rm(work, { recursive: true, force: true });
  }, 120_000);

  let first: Member;

  it('serves a member’s journey over HTTPS through the proxy', async () => {
    first = await journey(browserAt('127.0.0.1'));
  }, 120_000);

  it('publishes only the proxy and the trace viewer, and /metrics, /readyz and /healthz on no public port', async () => {
    const { stdout } = await compose('ps', '--format', '{{.Service}} {{.Publishers}}');
    const publishing = stdout
      .trim()
      .split('\n')
      .filter((line) => /\d+\.\d+\.\d+\.\d+ \d+ \d+ tcp/.test(line.replace(/[{}[\]]/g, ' ')))
      .map((line) => line.split(' ')[0]);
    expect([...new Set(publishing)].sort()).toEqual(['jaeger', 'proxy']);
    const metrics = await browserAt('127.0.0.1').get('/metrics');
    expect(metrics.text).not.toMatch(/# HELP/);
    // Probes and metrics are the network's inside: the proxy answers them as paths that do not exist.
    for (const path of ['/metrics', '/readyz', '/healthz']) {
      expect((await browserAt('127.0.0.1').get(path)).status).toBe(404);
    }
  }, 60_000);

  it("signs each process in as its own user: the catalogue's refused a billing subject and identity's database, the gateway's a sign-in counter", async () => {
    // NATS's protocol by hand from the catalogue's container, with its own NATS_URL: a publish on a
    // subject of billing's is refused, and the connection answers on.
    const publishAsCatalogue = `
      const url = new URL(process.env.NATS_URL);
      const socket = require('node:net').connect(Number(url.port), url.hostname);
      let heard = '';
      socket.on('data', (chunk) => { heard += chunk; if (heard.includes('PONG')) { console.log(heard); socket.end(); } });
      const login = { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password), verbose: false };
      socket.write('CONNECT ' + JSON.stringify(login) + '\\r\\nPUB billing.subscription.activated 2\\r\\n{}\\r\\nPING\\r\\n');`;
    const { stdout: nats } = await compose('exec', '-T', 'catalogue', 'node', '-e', publishAsCatalogue);
    expect(nats).toMatch(/-ERR 'Permissions Violation for Publish to "billing\.subscription\.activated"'/);
    const redisAsGateway =
      'redis-cli GET session:x; REDISCLI_AUTH="$REDIS_GATEWAY_PASSWORD" redis-cli --user gateway GET sign-in-attempts:ip:x';
    const { stdout: redis } = await compose('exec', '-T', 'redis', 'sh', '-c', redisAsGateway);
    expect(redis).toMatch(/NOAUTH/);
    expect(redis).toMatch(/NOPERM/);
    // MongoDB as the catalogue's user, from its container: its own database answers, identity's refuses.
    const { stdout: mongo } = await compose('exec', '-T', 'catalogue', 'node', '-e', READ_AS_CATALOGUE);
    expect(JSON.parse(mongo)).toEqual(CATALOGUE_KEPT_TO_ITS_DATABASE);
  });

  it('believes no X-Forwarded-For from a client it does not trust: a forged one changes nothing', async () => {
    // From the catalogue's container, a client inside the network: a sign-up that claims 203.0.113.9, then
    // the account's devices, whose network is the one the gateway was told.
    const signUpForged = `
      const https = require('node:https');
      const ask = (method, path, headers, body) => new Promise((done, fail) => {
        const site = { host: new URL(process.env.ORIGIN).host, origin: process.env.ORIGIN };
        const forged = { ...site, 'x-forwarded-for': '203.0.113.9', ...headers };
        const options = { host: 'proxy', port: 443, servername: 'localhost', rejectUnauthorized: false, method, path, headers: forged };
        const request = https.request(options, (reply) => {
          let text = '';
          reply.on('data', (chunk) => (text += chunk));
          reply.on('end', () => done({ reply, text }));
        });
        request.on('error', fail);
        request.end(body);
      });
      (async () => {
        const account = { email: 'forged-' + Date.now() + '@example.com', password: 'lantern-river-1', firstName: 'Fay', lastName: 'Kerr' };
        const signedUp = await ask('POST', '/api/auth/signup', { 'content-type': 'application/json' }, JSON.stringify(account));
        if (signedUp.reply.statusCode !== 201) throw new Error(signedUp.reply.statusCode + ' ' + signedUp.text);
        const cookie = signedUp.reply.headers['set-cookie'].map((line) => line.split(';')[0]).join('; ');
        console.log((await ask('GET', '/api/sessions', { cookie })).text);
      })();`;
    const origin = `https://localhost:${httpsPort}`;
    const { stdout } = await compose('exec', '-T', '-e', `ORIGIN=${origin}`, 'catalogue', 'node', '-e', signUpForged);
    const [device] = JSON.parse(stdout) as { network: string }[];
    expect(device!.network).not.toBe('203.0.113.0/24');
    // The catalogue container's own network, as the proxy saw the connection.
    expect(device!.network).toMatch(/^(10|172|192)\.\d+\.\d+\.0\/24$/);
  });

  it('answers plain HTTP with a redirect to HTTPS, and nothing else', async () => {
    const reply = await fetch(`http://127.0.0.1:${httpPort}/api/videos/featured`, { redirect: 'manual' });
    expect(reply.status).toBe(308);
    expect(reply.headers.get('location')).toMatch(/^https:\/\/[^/]+\/api\/videos\/featured$/);
    expect(await reply.text()).toBe('');
  });

  it('gives each visit a request id of its own, whatever id the visitor sends', async () => {
    const chosen = randomUUID();
    const reply = await httpsFetch(`https://localhost:${httpsPort}/api/videos/featured`, {
      headers: { 'x-request-id': chosen, 'x-forwarded-for': '127.0.0.1' },
    });
    // The gateway's own id (a UUID), on whatever the reply is.
    expect(reply.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.headers.get('x-request-id')).not.toBe(chosen);
  });

  it('sends the journey’s traces to the viewer: one sign-up from the gateway to its database, Redis and consumers', async () => {
    // The services are bundles in their images, and the drivers beside them (scripts/stack/bundle.ts): each
    // database and Redis command still makes its span.
    const signUp = await eventually(
      async () => {
        const { data } = await viewer<{ data: ViewerTrace[] }>(
          `/api/traces?service=gateway&operation=${encodeURIComponent('POST /api/auth/signup')}&lookback=1h&limit=20`,
        );
        const found = data
          .map(spansOf)
          .find((spans) => spans.some(isSpan('billing', 'process identity.user.registered')));
        expect(found).toBeDefined();
        return found!;
      },
      60_000,
      1_000,
    );
    const commandsOf = (system: string) =>
      signUp.filter(
        (span) => span.service === 'identity' && [span.tags['db.system.name'], span.tags['db.system']].includes(system),
      );
    expect(commandsOf('mongodb').map((span) => span.name)).toContain('insert users');
    expect(commandsOf('redis').length).toBeGreaterThan(0);
    expect(signUp.some(isSpan('identity', 'POST /graphql'))).toBe(true);
  }, 120_000);

  it('counts each client address apart behind the proxy', async () => {
    // Five sign-ups an hour from one address (the first journey made one from 127.0.0.1).
    const crowded = browserAt('127.0.0.1');
    for (let i = 0; i < 4; i += 1)
      expect((await crowded.post('/api/auth/signup', newMemberDetails('crowd'))).status).toBe(201);
    const sixth = await crowded.post('/api/auth/signup', newMemberDetails('crowd'));
    expect([sixth.status, sixth.headers.get('retry-after')]).toEqual([429, expect.stringMatching(/^\d+$/)]);
    expect((await browserAt('127.0.0.2').post('/api/auth/signup', newMemberDetails('elsewhere'))).status).toBe(201);
  }, 60_000);

  it(
    'serves the journey scaled out: three viewing replicas and two gateways',
    async () => {
      await compose('up', '--detach', '--wait', '--scale', 'viewing=3', '--scale', 'gateway=2');
      await settled();
      await journey(browserAt('127.0.0.3'));
    },
    10 * 60_000,
  );

  it(
    'restarts a service whose process was killed, and the journey passes again',
    async () => {
      const { stdout: id } = await compose('ps', '--quiet', 'identity');
      const inspect = async (format: string) =>
        (
          await run('docker', ['inspect', '--format', format, id.trim()], {
            env: { ...process.env, DOCKER_HOST: engine },
          })
        ).stdout.trim();
      const pid = Number(await inspect('{{.State.Pid}}'));
      process.kill(pid, 'SIGKILL');
      await eventually(async () => expect(Number(await inspect('{{.RestartCount}}'))).toBeGreaterThan(0), 60_000, 500);
      await settled();
      // Each try from an address of its own, so that retries never meet the sign-up limit.
      let tries = 0;
      await eventually(() => journey(browserAt(`127.0.1.${(tries += 1)}`)), 120_000, 2_000);
    },
    10 * 60_000,
  );

  it(
    'keeps accounts and progress across down and up',
    async () => {
      await compose('down');
      await compose('up', '--detach', '--wait');
      const browser = browserAt('127.0.0.5');
      await eventually(() => signIn(browser, first), 120_000, 2_000);
      await expectProgress(browser, first.videoId);
    },
    10 * 60_000,
  );
});
