import { INestApplication } from '@nestjs/common';
import { PUBLIC_EXTENSION } from './common/decorators/public.decorator';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

/** The OpenAPI document; operation ids are the controller method names, so SDK methods read naturally. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Pen API')
    .setDescription(
      'REST API of Pen, a faith-centred social network. Authenticate with `POST /api/auth/login`, then send the ' +
        '`accessToken` as a bearer token. Errors are `{statusCode, message, error}`; `message` is the text to show.',
    )
    .setVersion('1.0.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .addSecurityRequirements('bearer')
    .addTag(
      'moderation',
      'The operators\' API (moderators and paka; members get 403): the report queue and its resolutions, suspensions, ' +
        'roles (paka only), member lookup and the append-only audit log of every operator action.',
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey: string, methodKey: string) => methodKey,
  });
  for (const item of Object.values(document.paths)) {
    for (const op of Object.values(item) as Array<Record<string, unknown>>) {
      if (op && typeof op === 'object' && op[PUBLIC_EXTENSION]) {
        op.security = [];
        delete op[PUBLIC_EXTENSION];
      }
    }
  }
  return document;
}
