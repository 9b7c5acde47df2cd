import { createKnownFilms } from '@cinevia/shared-models';
import { restRoutes } from '../app';
import { createMemberCards } from '../members';

describe('the REST route table', () => {
  // `graphql()` finds a document by its exact text: an operation reformatted after `npm run codegen`
  // is undefined at run time while its type still checks.
  it('gives every route that runs an operation a GraphQL document', () => {
    const routes = restRoutes({
      members: createMemberCards(),
      catalogue: {
        films: createKnownFilms(),
        wrote: () => undefined,
      },
      viewing: {
        films: createKnownFilms(),
        commissioned: createKnownFilms().commissioned,
        publish: async () => {},
      },
    });
    const missing = routes.flatMap((route) => {
      if (!('respond' in route) || route.operation === undefined) return [];
      return route.operation.kind === 'Document' ? [] : [`${route.method.toUpperCase()} ${route.path}`];
    });
    expect(missing).toEqual([]);
  });
});
