import { restRoutes } from '../app';
import { createMemberCards } from '../members';

describe('the REST route table', () => {
  // `graphql()` finds a document by its exact text: an operation reformatted after `npm run codegen`
  // is undefined at run time while its type still checks.
  it('gives every route that runs an operation a GraphQL document', () => {
    const routes = restRoutes({
      members: createMemberCards(),
      catalogue: {
        films: {
          video: () => undefined,
          exists: () => false,
          isGone: () => false,
          playable: () => false,
          seriesOf: () => undefined,
        },
        wrote: () => undefined,
      },
      viewing: {
        films: {
          video: () => undefined,
          exists: () => false,
          isGone: () => false,
          playable: () => false,
          seriesOf: () => undefined,
        },
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
