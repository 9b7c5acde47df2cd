import { OpenApiGeneratorV31, OpenAPIRegistry, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { ADMIN_SESSION_COOKIE, VIEWER_SESSION_COOKIE } from '@cinevia/shared-models';
import { z } from 'zod';
import { speedTestPath } from '../speed-test';
import type { DocumentedPath } from './documented-path';
import type { TableRoute } from './route';
import { stripeWebhookPath } from './stripe-webhook';

/** The security scheme names, one per session cookie. */
const MEMBER = 'memberSession';
const ADMIN = 'adminSession';

/** Who may call, as OpenAPI security: anyone (no requirement), a member, or the administrator. */
function securityOf(path: DocumentedPath): RouteConfig['security'] {
  if (path.requires === 'admin' || path.session === 'admin') return [{ [ADMIN]: [] }];
  if (path.session === 'member' || path.session === 'account') return [{ [MEMBER]: [] }];
  return [];
}

/** `/api/videos/:id` → `/api/videos/{id}` and the path parameters it declares (each required text). */
function pathParameters(path: string) {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  return {
    path: path.replace(/:(\w+)/g, '{$1}'),
    params: names.length > 0 ? z.object(Object.fromEntries(names.map((name) => [name, z.string()]))) : undefined,
  };
}

function requestBody(path: DocumentedPath): RouteConfig['request'] {
  const mediaType = path.bodyType ?? 'application/json';
  if (!path.body && !path.bodyType) return {};
  return { body: { required: true, content: { [mediaType]: path.body ? { schema: path.body } : {} } } };
}

/** The OpenAPI 3.1 document of the REST paths, generated from the same table and zod schemas that serve them. */
export function openApiDocument(routes: TableRoute[]) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', MEMBER, {
    type: 'apiKey',
    in: 'cookie',
    name: VIEWER_SESSION_COOKIE,
    description: "A member's session (set by sign-up and sign-in; 14-day sliding expiry)",
  });
  registry.registerComponent('securitySchemes', ADMIN, {
    type: 'apiKey',
    in: 'cookie',
    name: ADMIN_SESSION_COOKIE,
    description: "The administrator's session (set by POST /api/admin/auth; 2-hour sliding expiry)",
  });
  const documented: DocumentedPath[] = [...routes, speedTestPath, stripeWebhookPath];
  for (const entry of documented) {
    const { path, params } = pathParameters(entry.path);
    registry.registerPath({
      method: entry.method,
      path,
      summary: entry.summary,
      security: securityOf(entry),
      request: {
        ...(params ? { params } : {}),
        ...(entry.query instanceof z.ZodObject ? { query: entry.query } : {}),
        ...(entry.headers ? { headers: entry.headers } : {}),
        ...requestBody(entry),
      },
      responses: Object.fromEntries(
        Object.entries(entry.responses).map(([status, response]) => [
          status,
          {
            description: response.description,
            ...(response.schema
              ? { content: { [response.mediaType ?? 'application/json']: { schema: response.schema } } }
              : response.mediaType
                ? { content: { [response.mediaType]: {} } }
                : {}),
          },
        ]),
      ),
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Cinevia REST API',
      version: '1.0.0',
      description:
        'Errors are always JSON `{ "message": "…" }`. Sessions are HttpOnly cookies set by the sign-in paths.',
    },
  });
}
