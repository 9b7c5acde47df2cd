import type { UnsignedUserContext } from '@cinevia/service-kit';

/** What every GraphQL operation the gateway runs carries: who is calling, before it is signed for a subgraph. */
export interface GatewayContext {
  caller: UnsignedUserContext;
}
