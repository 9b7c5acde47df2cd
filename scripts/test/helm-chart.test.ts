/**
 * The Helm chart, offline: `helm lint` and `helm template` for the small and the production profile
 * (Helm from .tools/, built by setup), and every rendered object validated against the Kubernetes API
 * schemas (kubernetes-models, from npm). Rendered from a scratch copy without its dependency charts
 * (./chart.ts); Chart.yaml's declarations are checked apart. Installed for real: helm-install.test.ts.
 */
import { execFile, spawn } from 'node:child_process';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { parse, parseAllDocuments } from 'yaml';
import { ROOT } from '../stack/stack';
import { natsPasswordVariable } from '@cinevia/harness/local';
import { PROCESSES, REDIS_USERS } from '@cinevia/proto';
import { SERVICES } from '../stack/bundle';
import { chartWithoutDependencies, HELM, passwordSettings, secretSettings, settings } from './chart';

const run = promisify(execFile);
const CHART = join(ROOT, 'deploy/helm/cinevia');
const RELEASE = 'cinevia';

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; annotations?: Record<string, string> };
  spec?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

/** What the small profile needs set: its secrets, and the dependencies' passwords the URLs carry. */
const SMALL_SETTINGS = [
  ...secretSettings('c'.repeat(32), 'admin-secret', 'smtps://mailer:pw@smtp.example.com:465'),
  'mongodb.auth.rootPassword=root p@ss',
  ...passwordSettings((process) => `${process} p@ss/`, false),
  `mongodb.auth.passwords={${SERVICES.map((service) => `${service}-mongo`).join(',')}}`,
];

let scratch: string;

beforeAll(async () => {
  scratch = await chartWithoutDependencies();
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const profile = (name: 'small' | 'production') => ['-f', join(scratch, 'cinevia', `values-${name}.yaml`)];

async function render(args: string[]): Promise<K8sObject[]> {
  const { stdout } = await run(HELM, ['template', RELEASE, join(scratch, 'cinevia'), ...args]);
  return parseAllDocuments(stdout)
    .map((document) => document.toJSON() as K8sObject | null)
    .filter((object): object is K8sObject => object !== null);
}

/** Every object against the Kubernetes API schemas (scripts/helm/validate-objects.mts): the failures, one a line. */
async function invalidObjects(args: string[]): Promise<string> {
  const rendered = await run(HELM, ['template', RELEASE, join(scratch, 'cinevia'), ...args]);
  const validator = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/helm/validate-objects.mts')], {
    cwd: ROOT,
  });
  validator.stdin.end(rendered.stdout);
  const [output, summary] = await Promise.all([text(validator.stdout), text(validator.stderr)]);
  expect(summary).toMatch(/^\d+ objects, \d+ invalid/);
  return output;
}

const ofKind = (objects: K8sObject[], kind: string) => objects.filter((object) => object.kind === kind);
/** The release's settings (its ConfigMap beside the chart NATS's users). */
const settingsOf = (objects: K8sObject[]) =>
  ofKind(objects, 'ConfigMap').find((map) => map.metadata.name === `${RELEASE}-config`);
const COMPONENTS = ['billing', 'catalogue', 'commissions', 'gateway', 'identity', 'notifications', 'viewing'];

function containerOf(deployment: K8sObject) {
  return deployment.spec.template.spec.containers[0] as {
    env: { name: string; value?: string; valueFrom?: { secretKeyRef: { name: string; key: string } } }[];
    livenessProbe: { httpGet: { path: string } };
    readinessProbe: { httpGet: { path: string } };
    lifecycle: { preStop: { exec: { command: string[] } } };
    resources: { requests: object; limits: object };
  };
}
/** The keys of the Secret a Deployment reads. */
const secretsOf = (deployment: K8sObject) =>
  containerOf(deployment).env.flatMap((variable) => (variable.valueFrom ? [variable.valueFrom.secretKeyRef.key] : []));

describe('the Helm chart', () => {
  it('declares NATS and MongoDB as dependencies, each switched on by its condition (Redis is its own)', async () => {
    const chart = parse(await readFile(join(CHART, 'Chart.yaml'), 'utf8')) as {
      dependencies: { name: string; condition: string; repository: string }[];
    };
    expect(chart.dependencies.map(({ name, condition }) => [name, condition])).toEqual([
      ['nats', 'nats.enabled'],
      ['mongodb', 'mongodb.enabled'],
    ]);
  });

  it("gives the dependency charts a user per process with proto's rights", async () => {
    const values = parse(await readFile(join(CHART, 'values.yaml'), 'utf8')) as {
      nats: { container: { env: Record<string, { valueFrom: { secretKeyRef: { key: string } } }> } };
      mongodb: { auth: { usernames: string[]; databases: string[] } };
    };
    const natsPasswords = Object.entries(values.nats.container.env).map(([name, { valueFrom }]) => [
      name,
      valueFrom.secretKeyRef.key,
    ]);
    const variables = PROCESSES.map(natsPasswordVariable).sort();
    expect(natsPasswords.sort()).toEqual(variables.map((variable) => [variable, variable]));
    expect(values.mongodb.auth.usernames).toEqual([...SERVICES]);
    expect(values.mongodb.auth.databases).toEqual(SERVICES.map((service) => `cinevia-${service}`));
  });

  it.each(['small', 'production'] as const)('passes helm lint for the %s profile', async (name) => {
    const values = name === 'small' ? settings(SMALL_SETTINGS) : [];
    const { stdout } = await run(HELM, ['lint', '--strict', join(scratch, 'cinevia'), ...profile(name), ...values]);
    expect(stdout).toContain('1 chart(s) linted, 0 chart(s) failed');
  });

  it('passes ct lint (chart-testing): Chart.yaml against its schema, the values files by yamllint, helm lint --strict of the production profile; a duplicate key refused', async () => {
    const lint = async (values: string) => {
      const copy = await chartWithoutDependencies();
      try {
        const chart = join(copy, 'cinevia');
        await writeFile(join(chart, 'values.yaml'), values);
        // ct lints the chart with each ci/*-values.yaml: the production profile's, whose secrets are a Secret's.
        await mkdir(join(chart, 'ci'));
        await copyFile(join(CHART, 'values-production.yaml'), join(chart, 'ci', 'production-values.yaml'));
        const { stdout, stderr } = await run(
          join(ROOT, '.tools/bin/ct'),
          [
            'lint',
            '--charts',
            chart,
            '--chart-yaml-schema',
            join(ROOT, 'deploy/helm/ct/chart_schema.yaml'),
            '--lint-conf',
            join(ROOT, 'deploy/helm/ct/lintconf.yaml'),
            // No maintainers' accounts to look up, and the dependencies cannot be fetched here (chart.ts).
            '--validate-maintainers=false',
            '--skip-helm-dependencies',
            '--helm-lint-extra-args',
            '--strict',
          ],
          {
            env: {
              ...process.env,
              PATH: `${join(ROOT, '.tools/chart-testing/bin')}:${join(ROOT, '.tools/bin')}:${process.env.PATH}`,
            },
          },
        ).catch((error: { stdout: string; stderr: string }) => error);
        return stdout + stderr;
      } finally {
        await rm(copy, { recursive: true, force: true });
      }
    };
    const values = await readFile(join(CHART, 'values.yaml'), 'utf8');
    const passed = await lint(values);
    expect(passed).toContain('Validation success!');
    expect(passed).toContain('Linting chart with values file');
    expect(passed).toContain('All charts linted successfully');
    const refused = await lint(`${values}logLevel: debug\n`);
    expect(refused).toContain('duplication of key "logLevel"');
    expect(refused).toContain('failed linting charts');
  });

  it.each([
    ['a log level it does not know', 'logLevel=loud', 'logLevel'],
    ['replicas that are not a number', 'services.viewing.replicas=two', 'replicas'],
    ['a misspelt setting', 'gateway.replica=2', 'replica'],
    ['a pull policy Kubernetes does not have', 'image.pullPolicy=Sometimes', 'pullPolicy'],
    ['a mail server that is not SMTP', 'secrets.smtpUrl=http://mail.example.com', 'smtpUrl'],
  ])('refuses %s before rendering anything (values.schema.json)', async (_what, wrong, named) => {
    const refused = await run(HELM, [
      'lint',
      '--strict',
      join(scratch, 'cinevia'),
      ...profile('small'),
      ...settings([...SMALL_SETTINGS, wrong]),
    ]).then(
      () => 'linted',
      (error: { stdout: string; stderr: string }) => error.stdout + error.stderr,
    );
    expect(refused).toContain("values don't meet the specifications of the schema");
    expect(refused).toContain(named);
    expect(refused).toContain('1 chart(s) failed');
  });

  it.each(['small', 'production'] as const)(
    'renders the %s profile into objects the Kubernetes API schemas accept',
    async (name) => {
      const args = [...profile(name), ...settings(name === 'small' ? SMALL_SETTINGS : [])];
      expect(await invalidObjects(args)).toBe('');
      const objects = await render(args);
      expect(objects.length).toBeGreaterThan(20);
      const deployments = ofKind(objects, 'Deployment');
      expect(deployments.map((deployment) => deployment.metadata.name).sort()).toEqual(
        COMPONENTS.map((component) => `${RELEASE}-${component}`),
      );
      for (const deployment of deployments) {
        const container = containerOf(deployment);
        expect([container.livenessProbe.httpGet.path, container.readinessProbe.httpGet.path]).toEqual([
          '/healthz',
          '/readyz',
        ]);
        expect(Object.keys(container.resources).sort()).toEqual(['limits', 'requests']);
        // Serving on while its Services let it go (helm-install.test.ts shows requests refused without it).
        expect(container.lifecycle.preStop.exec.command).toEqual(['sleep', '5']);
        expect(deployment.spec.template.metadata.annotations).toMatchObject({
          'prometheus.io/scrape': 'true',
          'prometheus.io/path': '/metrics',
        });
      }
      expect(ofKind(objects, 'PodDisruptionBudget')).toHaveLength(COMPONENTS.length);
    },
  );

  it('runs its own Redis: the official image, one pod on a volume, a user per process with its password from the Secret, the default user off', async () => {
    const objects = await render([...profile('small'), ...settings(SMALL_SETTINGS)]);
    const [redis] = ofKind(objects, 'StatefulSet').filter(({ metadata }) => metadata.name === 'cinevia-redis') as [
      K8sObject,
    ];
    const pod = redis.spec.template.spec;
    const [container] = pod.containers;
    expect([redis.spec.replicas, container.image, container.command]).toEqual([
      1,
      'redis:7.0.15-bookworm',
      ['sh', '/etc/redis/start.sh'],
    ]);
    expect(
      container.env.map(({ name, valueFrom }: { name: string; valueFrom: { secretKeyRef: { key: string } } }) => [
        name,
        valueFrom.secretKeyRef.key,
      ]),
    ).toEqual(
      REDIS_USERS.map((user) => [`REDIS_${user.toUpperCase()}_PASSWORD`, `REDIS_${user.toUpperCase()}_PASSWORD`]),
    );
    // The users compose's Redis has (made from proto's rights), started as compose starts it.
    const [users] = ofKind(objects, 'ConfigMap').filter(({ metadata }) => metadata.name === 'cinevia-redis');
    expect(users?.data).toEqual({
      'users.acl': await readFile(join(ROOT, 'deploy/redis/users.acl'), 'utf8'),
      'start.sh': await readFile(join(ROOT, 'deploy/redis/start.sh'), 'utf8'),
    });
    expect(users?.data?.['users.acl']).toMatch(/^user default off /);
    // The restricted standard as its own user, on a volume of its own.
    expect([pod.securityContext.runAsNonRoot, container.securityContext.readOnlyRootFilesystem]).toEqual([true, true]);
    expect(redis.spec.volumeClaimTemplates[0].spec.resources.requests.storage).toBe('1Gi');
    const [service] = ofKind(objects, 'Service').filter(({ metadata }) => metadata.name === 'cinevia-redis');
    expect(service?.spec.ports.map(({ port }: { port: number }) => port)).toEqual([6379]);
    expect(
      ofKind(
        await render([
          ...profile('small'),
          ...settings([...SMALL_SETTINGS, 'redis.enabled=false', 'external.redisUrl=redis://redis.example.com:6379']),
        ]),
        'StatefulSet',
      ).filter(({ metadata }) => metadata.name === 'cinevia-redis'),
    ).toEqual([]);
  });

  it('runs the data migrations as a hook Job, after the first install and before an upgrade changes a pod', async () => {
    const objects = await render([...profile('production'), ...settings([])]);
    const [job] = ofKind(objects, 'Job') as [K8sObject];
    expect(job.metadata.annotations).toEqual({
      'helm.sh/hook': 'post-install,pre-upgrade',
      'helm.sh/hook-delete-policy': 'before-hook-creation,hook-succeeded',
    });
    const pod = job.spec.template.spec;
    const [container] = pod.containers;
    // Viewing's image and its own users, under the same restricted standard as every pod.
    expect(container.image).toMatch(/\/viewing:/);
    expect(container.command).toEqual(['node', 'services/viewing/dist/migrate.js']);
    expect(container.env.map(({ name }: { name: string }) => name)).toEqual(['LOG_LEVEL', 'NATS_URL', 'MONGO_URL']);
    expect(container.env[2].valueFrom.secretKeyRef.key).toBe('VIEWING_MONGO_URL');
    expect([
      pod.restartPolicy,
      pod.securityContext.runAsNonRoot,
      container.securityContext.readOnlyRootFilesystem,
    ]).toEqual(['Never', true, true]);
    expect(ofKind(await render([...profile('production'), ...settings(['migrations.enabled=false'])]), 'Job')).toEqual(
      [],
    );
  });

  it('runs one pod of each in the small profile, on the chart’s own NATS, MongoDB and Redis', async () => {
    const objects = await render([...profile('small'), ...settings(SMALL_SETTINGS)]);
    expect(ofKind(objects, 'HorizontalPodAutoscaler')).toEqual([]);
    expect(new Set(ofKind(objects, 'Deployment').map((deployment) => deployment.spec.replicas))).toEqual(new Set([1]));
    const config = settingsOf(objects);
    const [secret] = ofKind(objects, 'Secret');
    // The names the dependency charts give their services for this release, each process signed in as
    // its own user: in the Secret, never the ConfigMap.
    expect(
      Object.keys(config?.data ?? {}).filter((key) => key.endsWith('_URL') && !key.endsWith('SUBGRAPH_URL')),
    ).toEqual(['PUBLIC_URL']);
    const signedIn = /^(?<scheme>[a-z]+):\/\/(?<user>[^:]+):(?<password>[^@]+)@(?<rest>.*)$/;
    const partsOf = (key: string) => signedIn.exec(secret?.stringData?.[key] ?? '')?.groups;
    expect(partsOf('CATALOGUE_NATS_URL')).toEqual({
      scheme: 'nats',
      user: 'catalogue',
      password: 'catalogue+p%40ss%2F',
      rest: 'cinevia-nats:4222',
    });
    expect(secret?.stringData?.NATS_CATALOGUE_PASSWORD).toBe('catalogue p@ss/');
    expect(partsOf('BILLING_MONGO_URL')).toEqual({
      scheme: 'mongodb',
      user: 'billing',
      password: 'billing-mongo',
      rest: 'cinevia-mongodb-0.cinevia-mongodb-headless:27017/?replicaSet=rs0&authSource=cinevia-billing',
    });
    expect(partsOf('GATEWAY_REDIS_URL')).toEqual({
      scheme: 'redis',
      user: 'gateway',
      password: 'gateway+p%40ss%2F',
      rest: 'cinevia-redis:6379',
    });
    // The chart's Redis takes each user's password from the Secret as it is.
    expect(secret?.stringData?.REDIS_GATEWAY_PASSWORD).toBe('gateway p@ss/');
    // The root user: nothing of Cinevia's holds it.
    expect(JSON.stringify(secret?.stringData)).not.toMatch(/root/);
    // The chart's NATS: a user per process, each password a variable its pods take from the Secret.
    const [authorization] = ofKind(objects, 'ConfigMap').filter((map) =>
      map.metadata.name.endsWith('-nats-authorization'),
    );
    for (const process of COMPONENTS) {
      expect(authorization?.data?.['authorization.conf']).toContain(
        `user: ${process}, password: $NATS_${process.toUpperCase()}_PASSWORD`,
      );
    }
    expect(authorization?.data?.['authorization.conf']).not.toContain('p@ss');
    expect(config?.data?.STREAM_REPLICAS).toBe('1');
  });

  it("runs every Cinevia pod within Kubernetes' restricted Pod Security standard", async () => {
    const objects = await render([...profile('production'), ...settings(SMALL_SETTINGS)]);
    const deployments = ofKind(objects, 'Deployment').filter((deployment) =>
      COMPONENTS.some((component) => deployment.metadata.name.endsWith(`-${component}`)),
    );
    expect(deployments).toHaveLength(COMPONENTS.length);
    // Every pod the chart makes itself: the processes, the migrations' Job and its own Redis.
    const workloads = [...deployments, ...ofKind(objects, 'Job'), ...ofKind(objects, 'StatefulSet')];
    expect(workloads.map(({ metadata }) => metadata.name)).toEqual(
      expect.arrayContaining(['cinevia-migrate', 'cinevia-redis']),
    );
    for (const workload of workloads) {
      const pod = workload.spec.template.spec;
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } });
      for (const container of pod.containers) {
        expect(container.securityContext).toMatchObject({
          allowPrivilegeEscalation: false,
          capabilities: { drop: ['ALL'] },
        });
      }
      expect(pod.hostNetwork ?? false).toBe(false);
      expect((pod.volumes ?? []).filter((volume: object) => 'hostPath' in volume)).toEqual([]);
    }
  });

  it('scales the production profile on CPU behind a TLS ingress, with secrets from an existing Secret', async () => {
    const objects = await render(profile('production'));
    const autoscalers = ofKind(objects, 'HorizontalPodAutoscaler');
    expect(autoscalers).toHaveLength(COMPONENTS.length);
    expect(autoscalers.every((hpa) => hpa.spec.metrics[0].resource.name === 'cpu' && hpa.spec.minReplicas >= 3)).toBe(
      true,
    );
    expect(ofKind(objects, 'Secret')).toEqual([]);
    const [ingress] = ofKind(objects, 'Ingress');
    expect(ingress?.spec.tls).toEqual([{ hosts: ['cinevia.example.com'], secretName: 'cinevia-tls' }]);
    // The cluster's default IngressClass, unless the operator names one.
    expect(ingress?.spec.ingressClassName).toBeUndefined();
    expect(settingsOf(objects)?.data?.STREAM_REPLICAS).toBe('3');
    // Each process reads the secrets it uses, no others, from the operator's Secret.
    const byComponent = Object.fromEntries(
      ofKind(objects, 'Deployment').map((deployment) => [
        deployment.metadata.name.replace(`${RELEASE}-`, ''),
        secretsOf(deployment),
      ]),
    );
    // Its own users: NATS for all, MongoDB for a service, Redis for identity and the gateway.
    const usersOf = (process: string) => [
      `${process.toUpperCase()}_NATS_URL`,
      ...(process === 'gateway' ? [] : [`${process.toUpperCase()}_MONGO_URL`]),
      ...(['identity', 'gateway'].includes(process) ? [`${process.toUpperCase()}_REDIS_URL`] : []),
    ];
    // The gateway alone holds the root secret; each service its own key, and a second one during a rotation.
    const keysOf = (service: string) => [
      `${service.toUpperCase()}_CONTEXT_KEY`,
      `${service.toUpperCase()}_CONTEXT_KEY_ACCEPTED`,
    ];
    expect(byComponent).toEqual({
      billing: [
        ...usersOf('billing'),
        'COMMISSIONS_BILLING_KEY',
        'STRIPE_SECRET_KEY',
        'STRIPE_PUBLISHABLE_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'STRIPE_PRICE_ID',
        ...keysOf('billing'),
      ],
      catalogue: [...usersOf('catalogue'), ...keysOf('catalogue')],
      commissions: [...usersOf('commissions'), 'COMMISSIONS_BILLING_KEY', ...keysOf('commissions')],
      gateway: [...usersOf('gateway'), 'USER_CONTEXT_SECRET'],
      identity: [...usersOf('identity'), 'ADMIN_PASSWORD', 'LINK_SECRET', ...keysOf('identity')],
      notifications: [...usersOf('notifications'), 'SMTP_URL', 'LINK_SECRET', ...keysOf('notifications')],
      viewing: [...usersOf('viewing'), ...keysOf('viewing')],
    });
    const gateway = ofKind(objects, 'Deployment').find((deployment) => deployment.metadata.name === 'cinevia-gateway')!;
    expect(containerOf(gateway).env.find((variable) => variable.valueFrom)?.valueFrom?.secretKeyRef.name).toBe(
      'cinevia-secrets',
    );
    expect(gateway.spec.template.metadata.annotations['prometheus.io/port']).toBe('9464');
  });

  it('offers a Gateway API route, ServiceMonitors and the alerting rules to a cluster that has them', async () => {
    const args = [
      ...profile('production'),
      ...settings([
        'httpRoute.enabled=true',
        'httpRoute.parentRefs[0].name=public',
        'httpRoute.parentRefs[0].namespace=gateway-system',
        'metrics.serviceMonitor.enabled=true',
        'metrics.prometheusRule.enabled=true',
      ]),
    ];
    expect(await invalidObjects(args)).toBe('');
    const objects = await render(args);
    const [route] = ofKind(objects, 'HTTPRoute');
    expect(route?.spec).toMatchObject({
      parentRefs: [{ name: 'public', namespace: 'gateway-system' }],
      hostnames: ['cinevia.example.com'],
      rules: [{ backendRefs: [{ name: 'cinevia-gateway', port: 4000 }] }],
    });
    // The services' /metrics on their one port, the gateway's on its metrics port alone.
    expect(
      ofKind(objects, 'ServiceMonitor').map(({ spec }) => [spec.selector.matchExpressions[0].operator, spec.endpoints]),
    ).toEqual([
      ['NotIn', [expect.objectContaining({ port: 'http', path: '/metrics' })]],
      ['In', [expect.objectContaining({ port: 'metrics', path: '/metrics' })]],
    ]);
    // Every alert of files/alerts.yml, its Prometheus templates as written.
    const written = parse(await readFile(join(scratch, 'cinevia', 'files', 'alerts.yml'), 'utf8')) as object;
    const [rules] = ofKind(objects, 'PrometheusRule');
    expect(rules?.spec).toEqual(written);
    expect(JSON.stringify(rules?.spec)).toContain('{{ $labels.service }}');
  });

  it('refuses with a NetworkPolicy per component all but what each process is asked and asks', async () => {
    const monitoring = { namespaceSelector: { matchLabels: { name: 'monitoring' } } };
    const args = [
      ...profile('production'),
      ...settings([
        'networkPolicy.enabled=true',
        'networkPolicy.metricsFrom[0].namespaceSelector.matchLabels.name=monitoring',
      ]),
    ];
    expect(await invalidObjects(args)).toBe('');
    const policies = Object.fromEntries(
      ofKind(await render(args), 'NetworkPolicy').map(({ metadata, spec }) => [
        metadata.name.replace(`${RELEASE}-`, ''),
        spec,
      ]),
    );
    // The migrations' Job asks NATS and MongoDB, and is asked nothing.
    const { migrate, ...components } = policies;
    expect(migrate).toEqual({
      podSelector: { matchLabels: { 'app.kubernetes.io/name': 'migrate', 'app.kubernetes.io/instance': RELEASE } },
      policyTypes: ['Ingress', 'Egress'],
      egress: [
        {
          ports: [
            { port: 53, protocol: 'UDP' },
            { port: 53, protocol: 'TCP' },
          ],
        },
        {
          ports: [
            { port: 4222, protocol: 'TCP' },
            { port: 27017, protocol: 'TCP' },
          ],
        },
      ],
    });
    expect(Object.keys(components).sort()).toEqual(COMPONENTS);
    const pods = (...names: string[]) =>
      names.map((name) => ({
        podSelector: { matchLabels: { 'app.kubernetes.io/name': name, 'app.kubernetes.io/instance': RELEASE } },
      }));
    const portsOf = (rule: { ports: { port: number | string }[] }) => rule.ports.map(({ port }) => port);
    const SERVICES_ASKED = COMPONENTS.filter((name) => name !== 'gateway');
    /** Who may ask each component's port (the gateway's: anyone), and whom each asks. */
    const askedBy: Record<string, string[] | undefined> = { gateway: undefined, billing: ['gateway', 'commissions'] };
    const asks: Record<string, string[]> = { gateway: SERVICES_ASKED, commissions: ['billing'] };
    for (const [component, policy] of Object.entries(components)) {
      expect(policy.policyTypes).toEqual(['Ingress', 'Egress']);
      const callers = component in askedBy ? askedBy[component] : ['gateway'];
      // In: its port from those who ask it (the gateway's from anywhere), /metrics from Prometheus alone.
      expect(policy.ingress).toEqual([
        { ports: [{ port: 'http', protocol: 'TCP' }], ...(callers && { from: pods(...callers) }) },
        { ports: [{ port: component === 'gateway' ? 'metrics' : 'http', protocol: 'TCP' }], from: [monitoring] },
      ]);
      // Out: DNS and the infrastructure for all; a service's port only where the process asks one.
      expect(portsOf(policy.egress[0])).toEqual([53, 53]);
      expect(portsOf(policy.egress[1])).toContain(4222);
      const asked = policy.egress.filter((rule: { to?: object[] }) => rule.to && portsOf(rule as never).includes(4000));
      expect(asked.flatMap((rule: { to: object[] }) => rule.to)).toEqual(pods(...(asks[component] ?? [])));
    }
    expect(policies.notifications.egress.map(portsOf)).toContainEqual([25, 465, 587]);
  });

  it('refuses to render without the secrets it must make', async () => {
    await expect(render(profile('small'))).rejects.toThrow('secrets.userContextSecret is required');
  });
});
