// Builds the OpenAPI 3.1 document from the routes' own zod schemas.
import { OpenApiGeneratorV31, type OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';

export function buildOpenApiDocument(registry: OpenAPIRegistry) {
  registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'Token de sesión de la consola (RS256). En modo embebido: `POST /auth/dev/token` con `{"email": ...}`.',
  });
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Consola de Gestión Interna — API',
      version: '0.1.0',
      description:
        'API de la consola interna. Cada cambio es una operación (workflow de Temporal) con pasos registrados. ' +
        'Errores: siempre `{code, message, fields?}` con el texto en español.',
    },
    // The console that serves this document (`/api/openapi.json`) is the server.
    servers: [{ url: '/', description: 'La consola que sirve este documento' }],
  });
}
