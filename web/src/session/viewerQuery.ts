import { graphql } from '../__generated__';
import type { ViewerQuery } from '../__generated__/graphql';

export type Viewer = NonNullable<ViewerQuery['me']>;

/** The session check: `me` is null when nobody is signed in. */
export const VIEWER_QUERY = graphql(`
  query Viewer {
    me {
      ...MemberFields
    }
  }
`);
