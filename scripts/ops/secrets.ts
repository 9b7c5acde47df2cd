/**
 * Prints, as `.env` lines for docker compose, the user-context keys of every process, derived from
 * one root secret that only the gateway holds (`secretsEnvOf` in the kit): each service gets its
 * own key, commissions and billing the key of commissions' calls to billing, identity and
 * notifications the key mailed links are sealed with. And each process's own password for NATS
 * (NATS_<PROCESS>_PASSWORD), each service's for MongoDB (MONGO_<SERVICE>_PASSWORD), and identity's
 * and the gateway's for Redis.
 *
 *   npm run -s secrets >> .env                      a new root, and every key from it
 *   npm run -s secrets -- --accepting <old root>    a rotation (docs/operations/secrets.md): the
 *                                                   services' keys from a new root, each also accepting
 *                                                   its key from the old one, and the new root itself as
 *                                                   a comment, for the gateway's later step; the two
 *                                                   keys between services are left as they are
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { natsPasswordVariable, newInfrastructurePassword, redisPasswordVariable } from '@cinevia/harness/local';
import { mongoPasswordVariable, PROCESSES, REDIS_USERS, SERVICES } from '@cinevia/proto';
import { secretsEnvOf } from '@cinevia/service-kit';

/** compose's variable for a process's setting: USER_CONTEXT_KEY of viewing is VIEWING_CONTEXT_KEY. */
const composeName = (service: string, name: string) =>
  name === 'USER_CONTEXT_KEY' ? `${service.toUpperCase()}_CONTEXT_KEY` : name;

/** A new password for each process's NATS user, each service's MongoDB user, and the Redis users (identity's and the gateway's). */
function infrastructurePasswords(): Record<string, string> {
  return Object.fromEntries([
    ...PROCESSES.map((process) => [natsPasswordVariable(process), newInfrastructurePassword()]),
    ...SERVICES.map((service) => [mongoPasswordVariable(service), newInfrastructurePassword()]),
    ...REDIS_USERS.map((user) => [redisPasswordVariable(user), newInfrastructurePassword()]),
  ]);
}

/**
 * The settings docker-compose.yml reads, from the root `root` (and, rotating, the old root
 * `accepting`, when the infrastructure's passwords are left as they are).
 */
export function composeSecrets(root: string, accepting?: string): Record<string, string> {
  const settings: Record<string, string> = accepting ? {} : { USER_CONTEXT_SECRET: root, ...infrastructurePasswords() };
  for (const service of SERVICES) {
    for (const [name, value] of Object.entries(secretsEnvOf(service, root))) {
      if (!accepting || name === 'USER_CONTEXT_KEY') settings[composeName(service, name)] = value;
    }
    if (accepting) {
      const old = secretsEnvOf(service, accepting).USER_CONTEXT_KEY!;
      settings[`${composeName(service, 'USER_CONTEXT_KEY')}_ACCEPTED`] = old;
    }
  }
  return settings;
}

if (require.main === module) {
  const { values } = parseArgs({ options: { root: { type: 'string' }, accepting: { type: 'string' } } });
  const root = values.root ?? randomBytes(32).toString('hex');
  const lines = Object.entries(composeSecrets(root, values.accepting)).map(([name, value]) => `${name}=${value}`);
  const header = values.accepting
    ? `# Rotating: the services' keys now; the gateway's new root once they have rolled (step 2):\n# USER_CONTEXT_SECRET=${root}`
    : '# The gateway holds USER_CONTEXT_SECRET; the keys are derived from it (npm run secrets).';
  console.log([header, ...lines].join('\n'));
}
