/**
 * The chart installed for real, on a Kubernetes cluster in the Docker engine `npm test` found or started:
 * kind, with the node image scripts/images/kubernetes.sh builds where no registry answers (Kubernetes from
 * the Go module proxy). The images are built from the Dockerfile and loaded into the node; NATS, a
 * MongoDB-compatible server, Redis and an SMTP server run beside the release as the infrastructure the
 * chart takes by URL (`external.*`, as with managed ones); `helm install` with the small profile. Every
 * Deployment rolls out with its probes passing, and a member's journey passes through the gateway's
 * Service, its welcome mail reaching the inbox. Without an engine it is skipped, and says so.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eventually, freePort, infrastructureImages } from '@cinevia/harness';
import { localAccess, natsPasswordVariable } from '@cinevia/harness/local';
import { mongoPasswordVariable, SERVICES as SERVICE_NAMES } from '@cinevia/proto';
import { client } from '../../gateway/test/stack';
import { SERVICES } from '../stack/bundle';
import { ROOT } from '../stack/stack';
import { chartWithoutDependencies, HELM, passwordSettings, secretSettings, settings } from './chart';
import { dockerCompose } from './docker-compose';
import { journey, signIn, type Member } from './member-journey';
import { CATALOGUE_KEPT_TO_ITS_DATABASE, READ_AS_CATALOGUE } from './refusals';

const run = promisify(execFile);
const { DOCKER_HOST: engine, KIND, KUBECTL, KIND_NODE_IMAGE, NODE_IMAGE, MAILDEV_IMAGE } = process.env;
const describeWithEngine = engine ? describe : describe.skip;
if (!engine)
  console.log(
    'chart install skipped: no Docker engine answers to run a Kubernetes cluster in (npm test sets DOCKER_HOST when one does)',
  );

/** Fixed, so that a run killed before its cleanup has its cluster replaced by the next. */
const CLUSTER = 'cinevia-chart-test';
/**
 * The release's namespace admits only pods that meet Kubernetes' "restricted" Pod Security standard; the
 * infrastructure the test runs beside it (not the chart's) has a namespace of its own.
 */
const NAMESPACE = 'cinevia';
const INFRASTRUCTURE_NAMESPACE = 'cinevia-infrastructure';
/** A server of the infrastructure namespace, by the name the release reaches it at. */
const inInfrastructure = (server: string) => `${server}.${INFRASTRUCTURE_NAMESPACE}`;
/** The rollout test's pace: a save (and a read) each 600 ms is 100 a minute, under the 120 a member may save. */
const SAVE_EVERY_MS = 600;
/** Rolling upgrades in a row under a member's saves and reads: a read dropped once in ten would show. */
const ROLLOUTS = 20;
const COMPONENTS = [...SERVICES, 'gateway'] as const;
/** What the release runs, and mongo-users, the step before it. */
const IMAGES = [...COMPONENTS, 'mongo-users'] as const;
/** Every process's password, for NATS, Redis and MongoDB alike (the chart is given them: passwordSettings). */
const access = localAccess();
const passwordOf = (process: string) => access.natsEnvironment[natsPasswordVariable(process)]!;
const PASSWORDS = 'infrastructure-passwords';
const NATS_ARGS = ['--jetstream', '--store_dir', '/data', '--config', '/etc/cinevia/nats-users.conf'];
const REDIS_ARGS = ['redis-server', '--aclfile', '/etc/cinevia/redis-users.acl'];
/** FerretDB with authentication, and its root user, which mongo-users alone signs in as. */
const FERRETDB_ROOT = {
  FERRETDB_TEST_ENABLE_NEW_AUTH: 'true',
  FERRETDB_SETUP_USERNAME: 'root',
  FERRETDB_SETUP_PASSWORD: randomBytes(12).toString('hex'),
  FERRETDB_SETUP_DATABASE: 'admin',
};
const IMAGE_REPOSITORY = 'cinevia-local/app';
const IMAGE_TAG = 'chart-test';
const imageOf = (component: string) => `${IMAGE_REPOSITORY}/${component}:${IMAGE_TAG}`;

let work: string;
let kubeconfig: string;
let chart: string;
let release: string;
let first: Member;
let gatewayPort: number;
/** The gateway's Service as a browser outside the cluster reaches it (an ingress controller would, through its own). */
const GATEWAY_NODE_PORT = 30400;
const gatewayUrl = () => `http://127.0.0.1:${gatewayPort}`;
const forwards: ChildProcess[] = [];

const tool = (command: string, args: string[], timeout = 10 * 60_000) =>
  run(command, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DOCKER_HOST: engine, KUBECONFIG: kubeconfig },
    maxBuffer: 64 * 1024 * 1024,
    timeout,
  });
const kubectl = (...args: string[]) => tool(KUBECTL!, ['--namespace', NAMESPACE, ...args]);
const kubectlInfrastructure = (...args: string[]) => tool(KUBECTL!, ['--namespace', INFRASTRUCTURE_NAMESPACE, ...args]);

/** Each image the chart runs, built by `docker compose build` (BuildKit, as the operators' build). */
async function buildImages() {
  const build = (component: string) =>
    component === 'gateway'
      ? { context: ROOT, target: 'gateway', args: { NODE_IMAGE } }
      : { context: ROOT, target: 'service', args: { NODE_IMAGE, SERVICE: component } };
  const services = Object.fromEntries(IMAGES.map((name) => [name, { image: imageOf(name), build: build(name) }]));
  const file = join(work, 'images.compose.json');
  await writeFile(file, JSON.stringify({ services }));
  await dockerCompose(engine!, ['-p', 'cinevia-chart-test', '-f', file, 'build']);
}

/**
 * What the release takes by URL: one Deployment and Service each, on the images the container tests use,
 * each signing every process in as its own user, as an operator's would: NATS and Redis with a user per
 * process (their passwords in a Secret), and FerretDB with its root user, as which mongo-users (a Job,
 * on the release's image) makes each service's user of its own database.
 */
function infrastructure() {
  const files = { 'nats-users.conf': access.natsAuthorization, 'redis-users.acl': access.redisAcl };
  const servers = [
    { name: 'nats', image: infrastructureImages.nats, ports: [4222], args: NATS_ARGS },
    { name: 'mongo', image: infrastructureImages.mongo, ports: [27017], env: FERRETDB_ROOT },
    { name: 'redis', image: infrastructureImages.redis, ports: [6379], args: REDIS_ARGS },
    { name: 'maildev', image: MAILDEV_IMAGE!, ports: [1025, 1080] },
  ];
  const config = { name: 'infrastructure-users', mountPath: '/etc/cinevia' };
  const items = servers.flatMap(({ name, image, ports, args, env }) => [
    {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name },
      spec: {
        selector: { matchLabels: { app: name } },
        template: {
          metadata: { labels: { app: name } },
          spec: {
            containers: [
              {
                name,
                image,
                imagePullPolicy: 'Never',
                ports: ports.map((containerPort) => ({ containerPort })),
                ...(args && { args, envFrom: [{ secretRef: { name: PASSWORDS } }], volumeMounts: [config] }),
                ...(env && { env: Object.entries(env).map(([key, value]) => ({ name: key, value })) }),
              },
            ],
            volumes: [{ name: config.name, configMap: { name: config.name } }],
          },
        },
      },
    },
    {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name },
      spec: { selector: { app: name }, ports: ports.map((port) => ({ name: `port-${port}`, port })) },
    },
  ]);
  const users = [
    { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: config.name }, data: files },
    { apiVersion: 'v1', kind: 'Secret', metadata: { name: PASSWORDS }, stringData: access.natsEnvironment },
  ];
  const gateway = {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: 'gateway-node-port' },
    spec: {
      type: 'NodePort',
      selector: { 'app.kubernetes.io/name': 'gateway', 'app.kubernetes.io/instance': 'cinevia' },
      ports: [{ port: 4000, targetPort: 'http', nodePort: GATEWAY_NODE_PORT }],
    },
  };
  return {
    images: servers.map(({ image }) => image),
    list: { apiVersion: 'v1', kind: 'List', items: [...users, ...items] },
    gateway,
  };
}

/** The Job that makes each service's MongoDB user, as compose's mongo-users does. */
const mongoUsersJob = () => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name: 'mongo-users' },
  spec: {
    backoffLimit: 10,
    template: {
      spec: {
        restartPolicy: 'OnFailure',
        containers: [
          {
            name: 'mongo-users',
            image: imageOf('mongo-users'),
            imagePullPolicy: 'Never',
            env: Object.entries({
              MONGO_ROOT_URL: `mongodb://root:${FERRETDB_ROOT.FERRETDB_SETUP_PASSWORD}@mongo:27017/?authSource=admin`,
              ...Object.fromEntries(
                SERVICE_NAMES.map((service) => [mongoPasswordVariable(service), passwordOf(service)]),
              ),
            }).map(([name, value]) => ({ name, value })),
          },
        ],
      },
    },
  },
});

interface Deployment {
  metadata: { name: string };
  spec: { template: { metadata: { annotations?: Record<string, string> } } };
  status: { readyReplicas?: number };
}

/** The release's Deployments, as the API server has them. */
async function releaseDeployments(): Promise<Deployment[]> {
  const { stdout } = await kubectl(
    'get',
    'deployments',
    '--selector',
    'app.kubernetes.io/instance=cinevia',
    '--output',
    'json',
  );
  return (JSON.parse(stdout) as { items: Deployment[] }).items;
}

/** The warnings and errors in every gateway and viewing pod's log (pino's JSON lines, level 40 and up). */
async function readPathWarnings(): Promise<string> {
  const { stdout } = await kubectl(
    'logs',
    '--selector',
    'app.kubernetes.io/name in (gateway,viewing)',
    '--prefix',
    '--tail=-1',
    '--ignore-errors',
  );
  return stdout
    .split('\n')
    .filter((line) => /"level":[4-6]0/.test(line))
    .join('\n');
}

/** `kubectl port-forward` to a Service, on a free loopback port: its base URL. */
async function forward(service: string, port: number, namespace = NAMESPACE): Promise<string> {
  const local = await freePort();
  const child = spawn(
    KUBECTL!,
    ['--namespace', namespace, 'port-forward', '--address', '127.0.0.1', `service/${service}`, `${local}:${port}`],
    { env: { ...process.env, KUBECONFIG: kubeconfig }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  forwards.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Forwarding from') && resolve());
    child.once('exit', (code) => reject(new Error(`port-forward to ${service} exited (${code})`)));
  });
  return `http://127.0.0.1:${local}`;
}

describeWithEngine('the Helm chart, installed on a Kubernetes cluster (kind)', () => {
  beforeAll(async () => {
    // With an engine, a cluster: scripts/test/run.sh builds the node image (scripts/images/kubernetes.sh).
    for (const [name, value] of Object.entries({ KIND, KUBECTL, KIND_NODE_IMAGE, NODE_IMAGE, MAILDEV_IMAGE }))
      if (!value)
        throw new Error(`${name} is not set: scripts/images/kubernetes.sh and build.sh write it (.tools/*.env)`);
    work = await mkdtemp(join(tmpdir(), 'cinevia-kind-'));
    gatewayPort = await freePort();
    kubeconfig = join(work, 'kubeconfig');
    chart = await chartWithoutDependencies();
    const config = join(work, 'kind.yaml');
    // No registry: kubeadm runs the control plane from the images the node holds, named under cinevia-local/.
    // One node, so no network plugin: the node image wires pods itself (scripts/images/kind-node.Dockerfile).
    await writeFile(
      config,
      JSON.stringify({
        kind: 'Cluster',
        apiVersion: 'kind.x-k8s.io/v1alpha4',
        networking: { disableDefaultCNI: true },
        // The gateway's NodePort on a loopback port: one address that outlives every pod behind it.
        nodes: [
          {
            role: 'control-plane',
            extraPortMappings: [
              { containerPort: GATEWAY_NODE_PORT, hostPort: gatewayPort, listenAddress: '127.0.0.1' },
            ],
          },
        ],
        kubeadmConfigPatches: ['kind: ClusterConfiguration\nimageRepository: cinevia-local\n'],
      }),
    );
    await tool(KIND!, ['delete', 'cluster', '--name', CLUSTER]);
    const [, images] = await Promise.all([
      tool(KIND!, [
        'create',
        'cluster',
        '--name',
        CLUSTER,
        '--image',
        KIND_NODE_IMAGE!,
        '--config',
        config,
        '--wait',
        '5m',
      ]),
      buildImages().then(() => infrastructure()),
    ]);
    await tool(KIND!, ['load', 'docker-image', '--name', CLUSTER, ...IMAGES.map(imageOf), ...images.images]);
    for (const namespace of [NAMESPACE, INFRASTRUCTURE_NAMESPACE])
      await tool(KUBECTL!, ['create', 'namespace', namespace]);
    await tool(KUBECTL!, ['label', 'namespace', NAMESPACE, 'pod-security.kubernetes.io/enforce=restricted']);
    const apply = async (file: string, manifest: object, inNamespace: typeof kubectl) => {
      await writeFile(join(work, file), JSON.stringify(manifest));
      await inNamespace('apply', '--filename', join(work, file));
    };
    await apply('infrastructure.json', images.list, kubectlInfrastructure);
    await apply('gateway-node-port.json', images.gateway, kubectl);
    // Each service's MongoDB user, before the release that signs in as them.
    await apply('mongo-users.json', mongoUsersJob(), kubectlInfrastructure);
    await kubectlInfrastructure('wait', '--for=condition=complete', 'job/mongo-users', '--timeout=300s');
    const values = [
      ...secretSettings(
        randomBytes(32).toString('hex'),
        randomBytes(12).toString('hex'),
        `smtp://${inInfrastructure('maildev')}:1025`,
      ),
      ...passwordSettings(passwordOf, true),
      'nats.enabled=false',
      'mongodb.enabled=false',
      'redis.enabled=false',
      `external.natsUrl=nats://${inInfrastructure('nats')}:4222`,
      `external.mongoUrl=mongodb://${inInfrastructure('mongo')}:27017/`,
      `external.redisUrl=redis://${inInfrastructure('redis')}:6379`,
      `image.repository=${IMAGE_REPOSITORY}`,
      `image.tag=${IMAGE_TAG}`,
      'image.pullPolicy=Never',
      // No Stripe nor mail provider here: the payment simulator and MailDev, on purpose.
      'payments.simulated=true',
      'mail.catcher=true',
    ];
    release = join(chart, 'cinevia');
    await tool(HELM, [
      'install',
      'cinevia',
      release,
      '--namespace',
      NAMESPACE,
      '--values',
      join(release, 'values-small.yaml'),
      ...settings(values),
      '--wait',
      '--timeout',
      '10m',
    ]);
    // Ready pods reach the node's forwarding rules a moment later (kube-proxy batches its updates): wait until
    // each Service answers, from the gateway's pod as the gateway calls them and from outside through the NodePort.
    const subgraphs = SERVICES.map((service) => `http://cinevia-${service}:4000/readyz`);
    const answered = `Promise.all(${JSON.stringify(subgraphs)}.map((url) => fetch(url).then((reply) => {
      if (reply.status !== 200) throw new Error(url + ' answered ' + reply.status);
    })))`;
    await eventually(
      () => kubectl('exec', 'deployment/cinevia-gateway', '--', 'node', '--eval', answered),
      30_000,
      500,
    );
    await eventually(async () => expect((await fetch(`${gatewayUrl()}/readyz`)).status).toBe(200), 30_000, 250);
  }, 30 * 60_000);

  afterAll(async () => {
    for (const child of forwards) child.kill();
    if (kubeconfig) await tool(KIND!, ['delete', 'cluster', '--name', CLUSTER]);
    await Promise.all([work, chart].map((dir) => dir && rm(dir, { recursive: true, force: true })));
  }, 120_000);

  it('rolls out every service and the gateway, each pod ready (its /readyz answering)', async () => {
    const deployments = await releaseDeployments();
    expect(deployments.map(({ metadata, status }) => [metadata.name, status.readyReplicas]).sort()).toEqual(
      COMPONENTS.map((component) => [`cinevia-${component}`, 1]).sort(),
    );
  });

  it('signs each service in as its own user: the catalogue’s refused identity’s database', async () => {
    const { stdout } = await kubectl('exec', 'deployment/cinevia-catalogue', '--', 'node', '-e', READ_AS_CATALOGUE);
    expect(JSON.parse(stdout)).toEqual(CATALOGUE_KEPT_TO_ITS_DATABASE);
  });

  it('serves a member’s journey through the gateway’s Service, and the welcome mail reaches the inbox', async () => {
    first = await journey(client(gatewayUrl()));
    const inbox = await forward('maildev', 1080, INFRASTRUCTURE_NAMESPACE);
    await eventually(
      async () => {
        const mails = (await (await fetch(`${inbox}/email`)).json()) as { to: { address: string }[] }[];
        expect(mails.map(({ to }) => to[0]!.address)).toContain(first.email);
      },
      60_000,
      1_000,
    );
  }, 120_000);

  it(
    `rolls a changed setting out ${ROLLOUTS} times in a row with \`helm upgrade\` under a member’s saves and reads: every pod replaced each time, no save refused or lost, every read answered`,
    async () => {
      const templates = async () =>
        Object.fromEntries(
          (await releaseDeployments()).map(({ metadata, spec }) => [metadata.name, spec.template.metadata.annotations]),
        );
      const browser = client(gatewayUrl());
      await signIn(browser, first);
      // A member watching through the rollouts: a position saved and the list read back, 100 times a minute,
      // within the limits every member meets (120 saves a minute), whatever the replies' speed.
      const failures = { save: [] as string[], read: [] as string[] };
      let saved = 0;
      let rolling = true;
      const watching = (async () => {
        for (let position = 100; rolling; position += 1) {
          for (const [what, call] of [
            [
              'save',
              () =>
                browser.post('/api/watch-progress', { videoId: first.videoId, progress: position, duration: 36_000 }),
            ],
            ['read', () => browser.get('/api/watch-progress')],
          ] as const) {
            const status = await call().then(
              (reply) => reply.status,
              (error: Error) => `${error.message} (${String(error.cause)})`,
            );
            if (status !== 200) failures[what].push(`${position}: ${status}`);
            else if (what === 'save') saved = position;
          }
          await new Promise((resolve) => setTimeout(resolve, SAVE_EVERY_MS));
        }
      })();
      try {
        for (let rollout = 1; rollout <= ROLLOUTS; rollout += 1) {
          const before = await templates();
          const started = Date.now();
          const readsFailedBefore = failures.read.length;
          await tool(HELM, [
            'upgrade',
            'cinevia',
            release,
            '--namespace',
            NAMESPACE,
            '--reuse-values',
            '--set',
            `logLevel=${rollout % 2 === 1 ? 'debug' : 'info'}`,
            '--wait',
            '--timeout',
            '5m',
          ]);
          const after = await templates();
          // The settings' checksum in each pod template rolls every Deployment (docs/operations/kubernetes.md).
          for (const name of Object.keys(before)) expect(after[name]).not.toEqual(before[name]);
          console.log(`rollout ${rollout} of ${ROLLOUTS}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
          // What the gateways and viewing logged of a read that failed, while the pods that served it are there.
          if (failures.read.length > readsFailedBefore) console.log(await readPathWarnings());
        }
      } finally {
        rolling = false;
        await watching;
      }
      // A read that meets a subgraph's kept-alive connection as its pod closes it is tried once more by the
      // gateway, on a new connection (gateway/src/subgraph-fetch.ts): no read is refused for a service away
      // (503, seen once in about ten rollouts before that) nor left unanswered. Nor answered 500: Apollo Server
      // stopped itself at SIGTERM while the subgraph still answered (4 reads in 20 rollouts), until its own
      // signal handling was switched off for the process's shutdown (packages/kit/src/subgraph.ts).
      expect(failures.save).toEqual([]);
      expect(failures.read).toEqual([]);
      expect(saved).toBeGreaterThan(100);
      await eventually(
        async () =>
          expect((await browser.get('/api/watch-progress')).json).toEqual([
            expect.objectContaining({ videoId: first.videoId, progress: saved }),
          ]),
        30_000,
        500,
      );
    },
    ROLLOUTS * 5 * 60_000,
  );
});
