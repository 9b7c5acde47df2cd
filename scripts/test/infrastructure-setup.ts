/**
 * Suites on real NATS, Redis and the database share two cores with the containers they talk to: one
 * publish or write can take seconds under that load (a CI run saw a 30 ms test pass 5 s). The limit
 * only catches a hang; a test's own waits poll with their own timeouts. (Jest reads `testTimeout`
 * from the global configuration alone, so each project sets it here.)
 */
jest.setTimeout(30_000);
