/**
 * The Helm chart as the tests render and install it. The dependency charts (NATS, MongoDB) cannot
 * be fetched here, and Helm refuses a chart whose declared dependencies are absent whatever their
 * conditions say: the tests take a scratch copy whose Chart.yaml lists none, which is what the chart is
 * with them switched off.
 */
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { PROCESSES, REDIS_USERS } from '@cinevia/proto';
import { secretsEnvOf } from '@cinevia/service-kit';
import { SERVICES } from '../stack/bundle';
import { ROOT } from '../stack/stack';

export const HELM = join(ROOT, '.tools/bin/helm');
const CHART = join(ROOT, 'deploy/helm/cinevia');

/** A scratch directory holding the chart (its `cinevia` folder) without its dependencies; the caller removes it. */
export async function chartWithoutDependencies(): Promise<string> {
  const scratch = await mkdtemp(join(tmpdir(), 'cinevia-chart-'));
  await cp(CHART, join(scratch, 'cinevia'), { recursive: true });
  const chart = parse(await readFile(join(CHART, 'Chart.yaml'), 'utf8')) as Record<string, unknown>;
  delete chart.dependencies;
  await writeFile(join(scratch, 'cinevia', 'Chart.yaml'), stringify(chart));
  return scratch;
}

/** `--set` values for every secret the chart must make, derived from one root as `npm run secrets` does. */
export function secretSettings(rootSecret: string, adminPassword: string, smtpUrl: string): string[] {
  return [
    'secrets.userContextSecret=' + rootSecret,
    ...SERVICES.map(
      (service) => `secrets.contextKeys.${service}=${secretsEnvOf(service, rootSecret).USER_CONTEXT_KEY}`,
    ),
    `secrets.commissionsBillingKey=${secretsEnvOf('billing', rootSecret).COMMISSIONS_BILLING_KEY}`,
    `secrets.linkSecret=${secretsEnvOf('identity', rootSecret).LINK_SECRET}`,
    'secrets.adminPassword=' + adminPassword,
    'secrets.smtpUrl=' + smtpUrl,
  ];
}

/** `helm ... --set` arguments. */
export const settings = (values: string[]) => values.flatMap((value) => ['--set', value]);

/**
 * `--set` values for each process's own passwords (`passwordOf(process)`): NATS's for all seven,
 * Redis's for identity and the gateway, and, for a MongoDB outside the release, each service's.
 */
export function passwordSettings(passwordOf: (process: string) => string, externalMongo: boolean): string[] {
  return [
    ...PROCESSES.map((process) => `secrets.natsPasswords.${process}=${passwordOf(process)}`),
    ...REDIS_USERS.map((user) => `secrets.redisPasswords.${user}=${passwordOf(user)}`),
    ...(externalMongo ? SERVICES.map((service) => `secrets.mongoPasswords.${service}=${passwordOf(service)}`) : []),
  ];
}
