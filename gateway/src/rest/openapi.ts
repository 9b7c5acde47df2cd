import { OpenApiGeneratorV31, OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import type { RestRoute } from './route';

/** The OpenAPI 3.1 document of the REST paths, generated from the same table and zod schemas that serve them. */
export function openApiDocument(routes: RestRoute[]) {
  const registry = new OpenAPIRegistry();
  for (const route of routes) {
    registry.registerPath({
      method: route.method,
      path: route.path.replace(/:(\w+)/g, '{$1}'),
      summary: route.summary,
      request: {
        ...(route.body ? { body: { content: { 'application/json': { schema: route.body } } } } : {}),
        ...(route.query instanceof z.ZodObject ? { query: route.query } : {}),
      },
      responses: Object.fromEntries(
        Object.entries(route.responses).map(([status, response]) => [
          status,
          {
            description: response.description,
            ...(response.schema ? { content: { 'application/json': { schema: response.schema } } } : {}),
          },
        ]),
      ),
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: { title: 'Cinevia REST API', version: '1.0.0' },
  });
}
