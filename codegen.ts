/**
 * GraphQL Code Generator: every GraphQL type in the code comes from a schema file, none is written by
 * hand (`npm run codegen`; setup runs it, so a fresh clone and an image build have it).
 * - Each subgraph's resolvers are typed from its own `schema.graphql`.
 * - The two apps' and the gateway's REST operations are typed against the API the apps see (the
 *   subgraphs composed, as the gateway serves them), and each app's operations are written into a
 *   persisted-documents manifest, which its build turns into production's allow-list.
 * The output sits in `__generated__/` folders, never committed: it cannot fall behind a schema, and an
 * operation or a resolver that disagrees with its schema fails here or in the type check.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';
import { printSchema } from 'graphql';
import { composeSupergraph, SUBGRAPH_NAMES } from './gateway/src/supergraph-composition';

const apiSchema = printSchema(composeSupergraph().apiSchema);

/**
 * Each subgraph's request context, and the types its resolvers hand on where they are not the
 * schema's own (a parent its field resolvers complete), by module (from the subgraph's src/) and name.
 */
const SUBGRAPHS: Record<(typeof SUBGRAPH_NAMES)[number], { context: string; mappers: Record<string, string> }> = {
  identity: {
    context: 'IdentityContext',
    mappers: { User: 'domain/user#Member', SignedInDevice: 'domain/devices#SignedInDevice' },
  },
  catalogue: {
    context: 'CatalogueContext',
    mappers: {
      Video: 'domain/video#StoredVideo',
      HomeRow: 'domain/home-rows#CatalogueRow',
      Series: 'domain/series#StoredSeries',
      Season: 'domain/series#SeasonPlace',
      Episode: 'domain/series#EpisodePlace',
    },
  },
  billing: { context: 'BillingContext', mappers: {} },
  viewing: { context: 'ViewingContext', mappers: { Series: 'graphql/views#SeriesView' } },
  commissions: { context: 'CommissionsContext', mappers: { FilmRequest: 'graphql/views#FilmRequestView' } },
};

/** The shapes written once for every caller: the spec's member, film, film request and subscription. */
const SHARED_FRAGMENTS = 'proto/src/**/*.graphql';

/** Shared by every output: types, not enums, so a status is a union of its strings. */
const common = { enumsAsTypes: true, useTypeImports: true };

/**
 * Operations typed against the API: an app's (Apollo Client adds `__typename` to every selection, so
 * its types have it, and its operations go into a persisted-documents manifest), or the gateway's own
 * REST operations (run as written: no `__typename`).
 */
function operationsOutput(sources: string[], caller: 'app' | 'gateway'): CodegenConfig['generates'][string] {
  return {
    schema: apiSchema,
    documents: [...sources, SHARED_FRAGMENTS, '!**/__generated__/**', '!**/*.test.ts', '!**/*.test.tsx'],
    preset: 'client',
    presetConfig: { fragmentMasking: false, persistedDocuments: caller === 'app' },
    config: {
      ...common,
      avoidOptionals: { field: true, inputValue: false },
      onlyOperationTypes: true,
      ...(caller === 'app' ? { nonOptionalTypename: true, skipTypeNameForRoot: true } : { skipTypename: true }),
    },
  };
}

const config: CodegenConfig = {
  overwrite: true,
  generates: {
    'web/src/__generated__/': operationsOutput(['web/src/**/*.{ts,tsx}'], 'app'),
    'admin-web/src/__generated__/': operationsOutput(['admin-web/src/**/*.{ts,tsx}'], 'app'),
    'gateway/src/rest/__generated__/': operationsOutput(['gateway/src/rest/**/*.ts'], 'gateway'),
    ...Object.fromEntries(
      Object.entries(SUBGRAPHS).map(([name, { context, mappers }]) => [
        `services/${name}/src/graphql/__generated__/resolvers.ts`,
        {
          schema: `services/${name}/src/graphql/schema.graphql`,
          plugins: ['typescript', 'typescript-resolvers'],
          config: {
            ...common,
            federation: true,
            contextType: `../context#${context}`,
            mappers: Object.fromEntries(Object.entries(mappers).map(([type, model]) => [type, `../../${model}`])),
            mapperTypeSuffix: 'Model',
            useIndexSignature: false,
          },
        },
      ]),
    ),
  },
};

export default config;
