import type { GatewayConfig } from './config';

/** Where each subgraph of the supergraph (gateway/supergraph.graphql) answers, by name. */
export function subgraphList(config: GatewayConfig): { name: string; url: string }[] {
  return [
    { name: 'identity', url: config.IDENTITY_SUBGRAPH_URL },
    { name: 'catalogue', url: config.CATALOGUE_SUBGRAPH_URL },
    { name: 'billing', url: config.BILLING_SUBGRAPH_URL },
    { name: 'viewing', url: config.VIEWING_SUBGRAPH_URL },
    { name: 'commissions', url: config.COMMISSIONS_SUBGRAPH_URL },
  ];
}
