import { gql, type TypedDocumentNode } from '@apollo/client';

export type Viewer = {
  __typename: 'User';
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: string;
};

type ViewerQueryData = { me: Viewer | null };

/** The session check: `me` is null when nobody is signed in. */
export const VIEWER_QUERY: TypedDocumentNode<ViewerQueryData, Record<string, never>> = gql`
  query Viewer {
    me {
      id
      email
      firstName
      lastName
      createdAt
    }
  }
`;
