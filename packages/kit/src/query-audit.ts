import { AsyncLocalStorage } from 'node:async_hooks';
import type { Connection } from 'mongoose';
import type { Logger } from './logger';
import { OUTBOX_MARKERS } from './events/outbox';

/**
 * Request paths reach the database by `_id` only (FerretDB, the embedded default, scans for every
 * other filter). With the audit on (`QUERY_AUDIT=true`, set by the test stack), every command a
 * service sends is checked, and one that reads or writes by anything else is logged under
 * `QUERY_NOT_BY_ID`, which the contract tests count. A whole collection may be read only at start,
 * to build a read model: such loads run inside `startupLoad`, which names them.
 */
export const QUERY_NOT_BY_ID = 'query not by _id';
/**
 * Logged, with the request's id, for every read a service sends while it answers a request: the
 * pages a member opens are answered from read models in memory, which the browser journeys check
 * by the request ids of each page's visit.
 */
export const READ_IN_REQUEST = 'database read in a request';

const startupLoads = new AsyncLocalStorage<string>();
const requests = new AsyncLocalStorage<string>();
// AsyncLocalStorage turns on promise hooks for the whole process once used: only when auditing.
let auditing = false;

/** Runs a start-up load (a read model's whole-collection read), which the audit allows. */
export function startupLoad<T>(reason: string, load: () => Promise<T>): Promise<T> {
  return auditing ? startupLoads.run(reason, load) : load();
}

/** Runs the handling of request `requestId`, whose reads the audit then logs under its id. */
export function inRequest<T>(requestId: string, handle: () => T): T {
  return auditing ? requests.run(requestId, handle) : handle();
}

const READS = new Set(['find', 'getMore', 'aggregate', 'count', 'distinct']);

/** Collections whose size is the work in flight, not the data: the outbox's markers. */
const EXEMPT_COLLECTIONS = new Set([OUTBOX_MARKERS]);

type Command = Record<string, unknown>;

const isOperatorObject = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !('_bsontype' in value) &&
  Object.keys(value).some((key) => key.startsWith('$'));

/** A filter that names one document: `_id` equal to a value, whatever else it also checks. */
export function isByIdFilter(filter: unknown): boolean {
  if (typeof filter !== 'object' || filter === null || !('_id' in filter)) return false;
  return !isOperatorObject((filter as { _id: unknown })._id);
}

const filtersOf: Record<string, (command: Command) => unknown[]> = {
  find: (command) => [command.filter ?? {}],
  update: (command) => ((command.updates as { q: unknown }[]) ?? []).map((statement) => statement.q),
  delete: (command) => ((command.deletes as { q: unknown }[]) ?? []).map((statement) => statement.q),
  findAndModify: (command) => [command.query ?? {}],
  count: (command) => [command.query ?? {}],
  distinct: (command) => [command.query ?? {}],
  aggregate: () => [{}],
};

/** The first filter of a data command that is not by `_id`, or null when the command is fine. */
export function filterNotById(commandName: string, command: Command): { collection: string; filter: unknown } | null {
  const filters = filtersOf[commandName];
  if (!filters) return null;
  const collection = String(command[commandName]);
  if (EXEMPT_COLLECTIONS.has(collection)) return null;
  const offending = filters(command).find((filter) => !isByIdFilter(filter));
  return offending === undefined ? null : { collection, filter: offending };
}

/**
 * Logs every command of `connection` that is not by `_id` (outside start-up loads), and every read
 * made while answering a request.
 */
export function auditQueries(connection: Connection, logger: Logger): void {
  auditing = true;
  connection.getClient().on('commandStarted', (event) => {
    if (startupLoads.getStore()) return;
    const requestId = requests.getStore();
    if (requestId && READS.has(event.commandName)) {
      const collection = String(event.command[event.commandName]);
      logger.warn({ requestId, audit: { command: event.commandName, collection } }, READ_IN_REQUEST);
    }
    const offending = filterNotById(event.commandName, event.command as Command);
    if (offending) {
      logger.warn({ audit: { command: event.commandName, ...offending }, stack: new Error().stack }, QUERY_NOT_BY_ID);
    }
  });
}
