import { createHash, randomBytes } from 'node:crypto';
import { PROCESSES, REDIS_USERS, hasRedisUser, natsPermissionsOf, redisRuleOf, type ProcessName } from '@cinevia/proto';

/**
 * The users of the shared NATS and Redis, one per process with its rights (proto's
 * infrastructure-rights), as configuration text for the servers, and the URLs each process signs
 * in with. Compose's deploy/nats/nats.conf and deploy/redis/users.acl are made from the same text.
 */

/** The environment variable holding a user's NATS password, in compose's `.env` and the server's environment. */
export const natsPasswordVariable = (user: string) => `NATS_${user.toUpperCase()}_PASSWORD`;
/** The same for Redis. */
export const redisPasswordVariable = (user: string) => `REDIS_${user.toUpperCase()}_PASSWORD`;

const quoted = (subjects: string[]) => `[${subjects.map((subject) => JSON.stringify(subject)).join(', ')}]`;

/**
 * NATS's `authorization` block: a user per process, its password read from its variable when the
 * server starts (never written in the file), and, where given, an operator with every right (the
 * tests' own connections; no deployment has one).
 */
export function natsAuthorization(operator?: string): string {
  const users = PROCESSES.map((process) => {
    const { publish, subscribe } = natsPermissionsOf(process);
    return [
      `    {`,
      `      user: ${process}, password: $${natsPasswordVariable(process)}`,
      `      permissions: {`,
      `        publish: { allow: ${quoted(publish)} }`,
      `        subscribe: { allow: ${quoted(subscribe)} }`,
      `      }`,
      `    }`,
    ].join('\n');
  });
  if (operator) users.push(`    { user: ${operator}, password: $${natsPasswordVariable(operator)} }`);
  return ['authorization {', '  users: [', ...users, '  ]', '}', ''].join('\n');
}

/**
 * Redis's ACL file: the default user off, and a user per process that uses Redis, each password
 * kept as its SHA-256 (`digestOf`: a user's name gives its password's digest); an operator, where
 * given, with every key and command.
 */
export function redisAcl(digestOf: (user: string) => string, operator?: string): string {
  // Off, with no password and no command: no one signs in as it (and Redis's protected mode, for a
  // default user without a password, has nothing to guard).
  const lines = [
    'user default off resetpass resetkeys resetchannels -@all',
    ...REDIS_USERS.map((user) => `user ${user} on #${digestOf(user)} ${redisRuleOf(user)}`),
  ];
  if (operator) lines.push(`user ${operator} on #${digestOf(operator)} ~* &* +@all`);
  return `${lines.join('\n')}\n`;
}

export const sha256 = (password: string) => createHash('sha256').update(password).digest('hex');

/** The URL `url` with a user and password in it (each server of a comma-separated NATS list). */
export function withCredentials(url: string, user: string, password: string): string {
  return url
    .split(',')
    .map((server) => {
      const parsed = new URL(server.trim());
      parsed.username = encodeURIComponent(user);
      parsed.password = encodeURIComponent(password);
      return parsed.toString().replace(/\/$/, '');
    })
    .join(',');
}

/** What one process signs in to NATS and Redis with (none for Redis when it has no Redis user). */
export interface ProcessAccess {
  natsUrl: string;
  redisUrl?: string;
}

/** Every user's password for one run of local servers, random, and what the servers need of them. */
export interface LocalAccess {
  /** The variables the NATS server reads its users' passwords from. */
  natsEnvironment: Record<string, string>;
  natsAuthorization: string;
  redisAcl: string;
  /** Each process's URLs on servers at `natsUrl` and `redisUrl` (no credentials in them). */
  accessOf(process: ProcessName, urls: { natsUrl: string; redisUrl: string }): ProcessAccess;
  /** The operator's URLs, where the access has one. */
  operatorUrls(urls: { natsUrl: string; redisUrl: string }): { natsUrl: string; redisUrl: string };
}

/**
 * A new password for a NATS or Redis user. NATS parses a variable's value as a configuration value,
 * so one starting with a digit is read as a number and refused: each starts with a letter.
 */
export const newInfrastructurePassword = () => `p${randomBytes(24).toString('hex')}`;

/** Fresh passwords for every process, and for `operator` when named (tests: every right, for their own clients). */
export function localAccess(operator?: string): LocalAccess {
  const users = [...PROCESSES, ...(operator ? [operator] : [])];
  const passwords = new Map(users.map((user) => [user, newInfrastructurePassword()]));
  const password = (user: string) => passwords.get(user)!;
  return {
    natsEnvironment: Object.fromEntries(users.map((user) => [natsPasswordVariable(user), password(user)])),
    natsAuthorization: natsAuthorization(operator),
    redisAcl: redisAcl((user) => sha256(password(user)), operator),
    accessOf: (process, urls) => ({
      natsUrl: withCredentials(urls.natsUrl, process, password(process)),
      ...(hasRedisUser(process) ? { redisUrl: withCredentials(urls.redisUrl, process, password(process)) } : {}),
    }),
    operatorUrls(urls) {
      if (!operator) throw new Error('this access has no operator');
      return {
        natsUrl: withCredentials(urls.natsUrl, operator, password(operator)),
        redisUrl: withCredentials(urls.redisUrl, operator, password(operator)),
      };
    },
  };
}
