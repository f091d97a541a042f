import type { SwaggerCustomOptions } from '@nestjs/swagger';

/**
 * Swagger UI at /api/docs: "Authorize" takes a pasted access token or API key (`bearer`), an API
 * key (`apiKey`), or signs in through an OAuth app with PKCE (`oauth2`; the app's client id is
 * typed in the dialog, and its redirect URIs must include /api/docs/oauth2-redirect.html).
 */
export function swaggerUiOptions(jsonDocumentUrl: string): SwaggerCustomOptions {
  return {
    jsonDocumentUrl,
    customSiteTitle: 'Pen API',
    swaggerOptions: {
      persistAuthorization: true,
      initOAuth: { usePkceWithAuthorizationCodeGrant: true, scopes: ['read'] },
    },
  };
}
