import { databaseOf, SERVICES, type ServiceName } from '@cinevia/proto';

/** A service's MongoDB user: named for the service, in its own database, with readWrite there alone. */
export interface ServiceUser {
  service: ServiceName;
  database: string;
  password: string;
}

/** Each service's user, with the password `passwordOf` gives it. */
export const serviceUsers = (passwordOf: (service: ServiceName) => string): ServiceUser[] =>
  SERVICES.map((service) => ({ service, database: databaseOf(service), password: passwordOf(service) }));

/**
 * The command that brings a user to what it should be: made when missing (its role with it), else its
 * password set (its role never changes, and FerretDB's updateUser takes none).
 */
export function userCommand(user: ServiceUser, exists: boolean): Record<string, unknown> {
  return exists
    ? { updateUser: user.service, pwd: user.password }
    : { createUser: user.service, pwd: user.password, roles: [{ role: 'readWrite', db: user.database }] };
}
