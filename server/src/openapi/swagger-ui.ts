import type { SwaggerCustomOptions } from '@nestjs/swagger';

/**
 * Swagger UI at /api/docs: "Authorize" takes a pasted access token or API key (`bearer`), an API
 * key (`apiKey`), or signs in through an OAuth app with PKCE (`oauth2`; the app's client id is
 * typed in the dialog, and its redirect URIs must include `<PUBLIC_URL>/api/docs/oauth2-redirect.html`).
 * Swagger UI's own guess of that page (next to /api/docs, i.e. /api/oauth2-redirect.html) is not
 * where Nest serves it, hence the explicit address.
 */
export function swaggerUiOptions(docsPath: string, jsonDocumentUrl: string, publicUrl: string): SwaggerCustomOptions {
  return {
    jsonDocumentUrl,
    customSiteTitle: 'Pen API',
    swaggerOptions: {
      persistAuthorization: true,
      oauth2RedirectUrl: `${publicUrl.replace(/\/$/, '')}/${docsPath}/oauth2-redirect.html`,
      initOAuth: { usePkceWithAuthorizationCodeGrant: true, scopes: ['read'] },
    },
  };
}
