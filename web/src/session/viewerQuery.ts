import { gql, type TypedDocumentNode } from '@apollo/client';

export type Viewer = {
  __typename: 'User';
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: string;
  /**
   * Whether Premium gives access right now; decides where /subscribe and My List send a member.
   * Null when billing could not be asked: unknown, not "no" (the rest of the session still holds).
   */
  isSubscribed: boolean | null;
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
      isSubscribed
    }
  }
`;
