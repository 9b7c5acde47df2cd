/**
 * What a process's own credentials are refused, tried from inside its container (compose's, or a pod
 * on Kubernetes) with the drivers its image holds: a check that each process signs in as its own user.
 */

/**
 * Reads a collection of its own database and one of identity's as the catalogue's MongoDB user (its
 * MONGO_URL): prints `{ own, identity }`, each 'read' or the server's refusal.
 */
export const READ_AS_CATALOGUE = `
  const { MongoClient } = require('/app/services/catalogue/dist/node_modules/mongodb');
  const client = new MongoClient(process.env.MONGO_URL, { serverSelectionTimeoutMS: 5000 });
  const read = (db) => client.db(db).collection('accounts').findOne({}).then(() => 'read', (error) => error.message);
  (async () => {
    console.log(JSON.stringify({ own: await read('cinevia-catalogue'), identity: await read('cinevia-identity') }));
    await client.close();
  })();`;

/** What READ_AS_CATALOGUE prints where the catalogue's user has readWrite on its own database alone. */
export const CATALOGUE_KEPT_TO_ITS_DATABASE = {
  own: 'read',
  identity: expect.stringMatching(/not authorized on cinevia-identity/),
};
