import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { UI_VERSION_HEADER } from '@wallet/domain';

export const API_PREFIX = '/api';
export const API_DOCS_PATH = `${API_PREFIX}/docs`;

/**
 * The documentation page needs inline styles that the app's policy forbids; this relaxed policy
 * applies to the documentation routes only.
 */
const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const apiDocsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Insurance wallet API',
          description: `API of the online insurance wallet. Every call may carry the UI version header \`${UI_VERSION_HEADER}\`; calls for a signed-in user carry \`Authorization: Bearer <access token>\` from POST ${API_PREFIX}/auth/sign-in.`,
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            operatorKey: { type: 'http', scheme: 'bearer', description: 'OPERATOR_API_KEY' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      staticCSP: DOCS_CONTENT_SECURITY_POLICY,
    });
  },
  { name: 'api-docs' },
);
