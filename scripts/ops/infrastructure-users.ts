/**
 * Writes compose's NATS configuration (deploy/nats/nats.conf) and Redis users (deploy/redis/users.acl),
 * and the users of the chart's own NATS and Redis (deploy/helm/cinevia/files/: nats-authorization.conf,
 * redis-users.acl, with redis-start.sh, a copy of compose's deploy/redis/start.sh, beside it), from
 * proto's infrastructure-rights: a user per process, each with its rights. Run it after changing those
 * rights (`npm run infrastructure-users`); the repository test fails while the files differ.
 */
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { natsAuthorization, redisAcl } from '@cinevia/harness/local';
import { ROOT } from '../stack/stack';

export const NATS_CONF = join(ROOT, 'deploy/nats/nats.conf');
export const REDIS_ACL = join(ROOT, 'deploy/redis/users.acl');
export const CHART_NATS_AUTHORIZATION = join(ROOT, 'deploy/helm/cinevia/files/nats-authorization.conf');
export const CHART_REDIS_ACL = join(ROOT, 'deploy/helm/cinevia/files/redis-users.acl');
/** The start of compose's Redis, which the chart's own runs too (files/ holds what a chart packs). */
export const REDIS_START = join(ROOT, 'deploy/redis/start.sh');
export const CHART_REDIS_START = join(ROOT, 'deploy/helm/cinevia/files/redis-start.sh');

const GENERATED =
  'Made by scripts/ops/infrastructure-users.ts from proto/src/shared/infrastructure-rights.ts: do not edit.';

export function composeNatsConf(): string {
  return [
    `# NATS under docker compose: JetStream on the volume, the monitoring port for the health check (inside`,
    `# the network only), and a user per process with its rights, each password from its variable`,
    `# (NATS_<PROCESS>_PASSWORD, which \`npm run -s secrets\` writes). ${GENERATED}`,
    'jetstream {',
    '  store_dir: /data',
    '}',
    'http_port: 8222',
    natsAuthorization(),
  ].join('\n');
}

/** The chart's: the same users, each password from its variable in the NATS pods' environment. */
export const chartNatsAuthorization = () => `# ${GENERATED}\n${natsAuthorization()}`;

/**
 * Each password's digest is a placeholder, `<user>`, that deploy/redis/start.sh fills from its
 * variable (an ACL file has no comments: this says it is made).
 */
export const composeRedisAcl = () => redisAcl((user) => `<${user}>`);

if (require.main === module) {
  writeFileSync(NATS_CONF, composeNatsConf());
  writeFileSync(REDIS_ACL, composeRedisAcl());
  writeFileSync(CHART_NATS_AUTHORIZATION, chartNatsAuthorization());
  writeFileSync(CHART_REDIS_ACL, composeRedisAcl());
  copyFileSync(REDIS_START, CHART_REDIS_START);
}
