import { graphQLErrorMessage } from './graphQLErrorMessage';

/** How a portal write reports itself in a toast: the server's words when it refuses, else `failure`. */
export const reportedWrite = (failure: string, success: string) => ({
  messageOf: graphQLErrorMessage,
  failure,
  success: () => success,
});
