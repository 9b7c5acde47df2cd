/**
 * What an on-call engineer reads, from the whole stack as it runs: every metric the alert rules and
 * the dashboard name is served, the event pipeline's metrics follow a member's journey, and no
 * secret of that journey (password, session, reset link, card, internal key) reaches a log line, a
 * span or a metric. The stack logs at `debug` and traces every request here, so every line a process
 * can write and every span attribute is scanned.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parser } from '@prometheus-io/lezer-promql';
import { parse } from 'yaml';
import { identityEvents } from '@cinevia/proto';
import { secretsEnvOf } from '@cinevia/service-kit';
import { eventually } from '@cinevia/harness';
import { ROOT, STACK_PROCESSES } from '../../scripts/stack/stack';
import { useTracedStack } from './collector';
import { ADMIN_PASSWORD, client, CONTEXT_SECRET, newMemberDetails, testCard } from './stack';

jest.setTimeout(60_000);

const traced = useTracedStack({ LOG_LEVEL: 'debug' });
const env = () => traced().env;

const scrape = async (process: string) => (await fetch(`http://127.0.0.1:${env().ports[process]}/metrics`)).text();

/** Every series name a process serves: a histogram's as Prometheus stores them (`_bucket`, `_sum`, `_count`). */
function servedNames(exposition: string): string[] {
  return [...exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) =>
    type === 'histogram' || type === 'summary' ? [`${name}_bucket`, `${name}_sum`, `${name}_count`, name!] : [name!],
  );
}

/** The value of one sample, by name and labels (every label given must match); undefined when absent. */
function sampleOf(exposition: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of exposition.split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (Object.entries(labels).every(([key, value]) => present[key] === value)) return Number(match[3]);
  }
  return undefined;
}

/** The metric names a PromQL expression selects; throws when it does not parse. */
function selectedMetrics(expression: string): string[] {
  const names: string[] = [];
  const tree = parser.parse(expression);
  tree.iterate({
    enter(node) {
      if (node.type.isError) throw new Error(`PromQL does not parse at ${node.from}: ${expression}`);
      if (node.name === 'VectorSelector') {
        const identifier = node.node.getChild('Identifier');
        if (identifier) names.push(expression.slice(identifier.from, identifier.to));
      }
    },
  });
  return names;
}

interface AlertRule {
  alert: string;
  expr: string;
  labels?: { severity?: string };
  annotations?: { summary?: string };
}

async function monitoringExpressions() {
  const alerts = join(ROOT, 'deploy', 'helm', 'cinevia', 'files', 'alerts.yml');
  const rules = (parse(await readFile(alerts, 'utf8')) as { groups: { rules: AlertRule[] }[] }).groups.flatMap(
    (group) => group.rules,
  );
  const dashboard = JSON.parse(
    await readFile(join(ROOT, 'deploy', 'monitoring', 'grafana-dashboard.json'), 'utf8'),
  ) as {
    panels: { targets?: { expr: string }[] }[];
  };
  // Grafana's own interval variable stands for a duration.
  const panels = dashboard.panels
    .flatMap((panel) => panel.targets ?? [])
    .map((target) => target.expr.replaceAll('$__rate_interval', '5m'));
  return { rules, expressions: [...rules.map((rule) => rule.expr), ...panels] };
}

describe('alert rules and dashboard', () => {
  it('name only metrics a running stack serves, in PromQL that parses', async () => {
    const served = new Set((await Promise.all(STACK_PROCESSES.map(scrape))).flatMap(servedNames));
    const { rules, expressions } = await monitoringExpressions();
    const named = new Set(expressions.flatMap(selectedMetrics));
    // `up` is Prometheus's own series about each scrape.
    named.delete('up');

    expect(named.size).toBeGreaterThan(10);
    expect([...named].filter((name) => !served.has(name))).toEqual([]);
    for (const rule of rules)
      expect([rule.alert, rule.labels?.severity, rule.annotations?.summary]).toEqual([
        rule.alert,
        expect.stringMatching(/^(page|ticket)$/),
        expect.any(String),
      ]);
  });
});

describe('the event pipeline', () => {
  it("shows a member's sign-up published, consumed and its subgraph calls answered", async () => {
    const member = client(env().url);
    expect((await member.post('/api/auth/signup', newMemberDetails('pipeline'))).status).toBe(201);
    const registered = identityEvents.userRegistered.type;

    await eventually(async () => {
      const identity = await scrape('identity');
      expect(sampleOf(identity, 'cinevia_events_published_total', { type: registered })).toBeGreaterThanOrEqual(1);
      expect(sampleOf(identity, 'cinevia_outbox_backlog_events', {})).toBe(0);
      expect(sampleOf(identity, 'cinevia_outbox_oldest_pending_seconds', {})).toBe(0);
      const notifications = await scrape('notifications');
      expect(
        sampleOf(notifications, 'cinevia_events_consumed_total', { consumer: 'notifications', type: registered }),
      ).toBeGreaterThanOrEqual(1);
      expect(
        sampleOf(notifications, 'cinevia_consumer_pending_messages', {
          pull: 'notifications_identity_user_registered',
        }),
      ).toBe(0);
    }, 20_000);

    // The member's first GraphQL request: the gateway asks the subgraphs; none of their breakers is open.
    expect((await member.graphql('{ me { id } }')).status).toBe(200);
    const gateway = await scrape('gateway');
    expect(
      sampleOf(gateway, 'cinevia_subgraph_request_duration_seconds_count', {
        subgraph: 'identity',
        outcome: 'answered',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(sampleOf(gateway, 'cinevia_subgraph_breaker_state', { subgraph: 'identity' })).toBe(0);
    // Its read model of members follows identity's stream.
    expect(sampleOf(gateway, 'cinevia_read_model_position', {})).toBeGreaterThanOrEqual(1);
  });
});

describe('secrets', () => {
  it('never reach a log line or a metric, through a whole journey', async () => {
    const details = newMemberDetails('secrets');
    const newPassword = 'a-new-password-for-telemetry';
    const member = client(env().url);
    expect((await member.post('/api/auth/signup', details)).status).toBe(201);
    const firstSession = [...member.jar.values()];

    // A reset link mailed, followed, and the new password used.
    await client(env().url).post('/api/auth/forgot-password', { email: details.email });
    const mail = await env().mail.waitForMail(
      (sent) => sent.to.includes(details.email) && /reset/i.test(sent.subject),
      15_000,
    );
    const token = /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    // The member opens the link: the page comes with the token in its address.
    expect((await client(env().url).get(`/reset-password?token=${token}`)).status).toBe(200);
    expect((await client(env().url).post('/api/auth/reset-password', { token, password: newPassword })).status).toBe(
      204,
    );
    expect((await member.post('/api/auth/login', { email: details.email, password: newPassword })).status).toBe(200);

    // Premium paid with the test card; a film's progress saved; the administrator signed in.
    const { clientSecret } = (await member.post('/api/get-or-create-subscription')).json as { clientSecret: string };
    const card = testCard(clientSecret);
    expect((await member.post('/api/payments/simulated/confirm', card)).status).toBe(200);
    await member.graphql('{ me { id isSubscribed } }');
    const admin = client(env().url);
    expect((await admin.post('/api/admin/auth', { password: ADMIN_PASSWORD })).status).toBe(200);
    await admin.get('/api/admin/verify');
    expect((await member.post('/api/auth/logout')).status).toBe(204);
    // Every span of the journey is in, the last request's too.
    await eventually(() =>
      expect(traced().collector.spans.some((span) => span.attributes['http.route'] === '/api/auth/logout')).toBe(true),
    );

    const secrets = {
      'the first password': details.password,
      'the new password': newPassword,
      'the admin password': ADMIN_PASSWORD,
      'the user-context secret': CONTEXT_SECRET,
      ...Object.fromEntries(
        ['identity', 'billing', 'commissions', 'notifications'].flatMap((process) =>
          Object.entries(secretsEnvOf(process, CONTEXT_SECRET)).map(([name, key]) => [`${process}'s ${name}`, key]),
        ),
      ),
      'the reset token': token!,
      "the payment's client secret": clientSecret,
      'the card number': card.cardNumber,
      ...Object.fromEntries(firstSession.map((value, index) => [`the first session's cookie ${index}`, value])),
      ...Object.fromEntries(
        [...member.jar.values(), ...admin.jar.values()].map((value, index) => [
          `a later session's cookie ${index}`,
          value,
        ]),
      ),
    };
    const logs = await Promise.all(
      (await readdir(env().logDir)).map(
        async (file) => [file, await readFile(join(env().logDir, file), 'utf8')] as const,
      ),
    );
    const metrics = await Promise.all(
      STACK_PROCESSES.map(async (name) => [`${name} /metrics`, await scrape(name)] as const),
    );
    // The journey was logged: the scan reads real lines.
    expect(logs.find(([file]) => file === 'gateway.log')?.[1]).toContain('/api/auth/reset-password');

    const spans = ['spans', JSON.stringify(traced().collector.spans)] as const;
    const found = [...logs, ...metrics, spans].flatMap(([where, text]) =>
      Object.entries(secrets)
        .filter(([, secret]) => secret.length >= 8 && text.includes(secret))
        .map(([what]) => `${what} in ${where}`),
    );
    expect(found).toEqual([]);
  });
});
