import { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { finishDocument } from './openapi/finish-document';

/** `@AppScopes()`'s metadata key (common/decorators/app-access.decorator.ts). */
const APP_SCOPES_METADATA = 'appScopes';

/**
 * The OpenAPI document; operation ids are the controller method names, so SDK methods read
 * naturally. Texts, security, errors, examples and the rest are added by openapi/finish-document.ts
 * for every operation alike.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder().setTitle('Pen API').setVersion('1.1.0').build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey: string, methodKey: string) => methodKey,
  });
  return finishDocument(document, { appScopes: appScopesByOperation(app) });
}

/** The scopes `@AppScopes()` declares on each route (method or controller), by operation id (the method name). */
function appScopesByOperation(app: INestApplication): Map<string, readonly string[]> {
  const out = new Map<string, readonly string[]>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!type) continue;
      const proto = type.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const scopes = (Reflect.getMetadata(APP_SCOPES_METADATA, handler) ?? Reflect.getMetadata(APP_SCOPES_METADATA, type)) as readonly string[] | undefined;
        if (scopes) out.set(name, scopes);
      }
    }
  }
  return out;
}
