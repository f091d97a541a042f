import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join, sep } from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module';
import { registerCors } from './bootstrap/cors';
import { AppCredentials } from './common/app-access';
import { applyRouteBodyLimits } from './common/body-limit';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { IdleConnectionCloser } from './common/idle-connection-closer';
import { InFlightHandlers } from './common/in-flight-handlers';
import { JsonLogger } from './common/logging/json-logger';
import { urlForLog } from './common/logging/log-url';
import { answersWithApiHeaders, API_HEADERS, DOCUMENT_HEADERS } from './common/security-headers';
import { createValidationPipe } from './common/validation';
import { Settings, TrustProxy } from './config/settings';
import { ReadDatabase } from './database/read-database.service';
import { noteMembersWrites } from './database/read-your-writes.hook';
import { MemberLanguagesService } from './i18n';
import { translateSuccessMessages } from './i18n/translate-messages.hook';
import { swaggerUiOptions } from './openapi/swagger-ui';
import { buildOpenApiDocument } from './swagger';

export const API_PREFIX = 'api';

/** How long shutdown waits for handlers still running once the HTTP server has closed (within SHUTDOWN_TIMEOUT_MS). */
export const HANDLER_DRAIN_MS = 15_000;

/** While the server closes, how often connections that have fallen idle are closed. */
const IDLE_CLOSE_INTERVAL_MS = 50;

/** Applies everything an HTTP app needs; shared by main, the tests and the OpenAPI script. */
export async function configureHttpApp(app: NestFastifyApplication, settings: Settings): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const httpLog = new Logger('HTTP');

  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.headers(answersWithApiHeaders(request.url) ? API_HEADERS : DOCUMENT_HEADERS).header('x-request-id', request.id);
    done();
  });
  registerCors(fastify, { ownOrigin: new URL(settings.publicUrl).origin, origins: settings.corsOrigins, credentials: app.get(AppCredentials) });
  fastify.addHook('onResponse', (request, reply, done) => {
    if (settings.logLevel === 'debug' || reply.statusCode >= 500) {
      httpLog.log({ reqId: request.id, method: request.method, url: urlForLog(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) });
    }
    done();
  });

  // Answers are compressed for clients that accept it (a feed page is ~5x smaller), at settings
  // cheap enough per request: JSON, and other compressible types sent from disk (index.html for
  // client routes). Client assets come pre-compressed from the build, media are compressed
  // formats, and the notification stream writes its own headers (never buffered).
  await app.register(compress, {
    customTypes: /^application\/json\b/,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 5 },
  });
  await app.register(multipart, { limits: { fields: 20, files: 4, parts: 30, fieldSize: 64 * 1024 } });

  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  const languages = app.get(MemberLanguagesService);
  app.useGlobalFilters(new AllExceptionsFilter(languages));
  translateSuccessMessages(fastify, languages);
  // Only with read replicas: a member's write is noted so their next reads see it (read-your-writes).
  if (app.get(ReadDatabase).enabled) noteMembersWrites(fastify, app.get(ReadDatabase));
  // No enableShutdownHooks here: main.ts handles SIGTERM/SIGINT (drain, exit 0, time limit).

  // Fastify runs onClose hooks once its server has closed (no request can start any more), and
  // Nest closes the database and Redis only after that: handlers still running, such as those
  // whose client left, finish their work first. Nest registers its routes later, at init.
  const inFlight = new InFlightHandlers();
  applyRouteBodyLimits(fastify);
  fastify.addHook('onRoute', (route) => {
    route.handler = inFlight.wrap(route.handler);
  });
  // Fastify's close waits for every connection to end; see IdleConnectionCloser for the two kinds
  // that would not end on their own. Fastify answers 503 + close to requests that still arrive.
  const idleConnections = new IdleConnectionCloser(fastify.server, IDLE_CLOSE_INTERVAL_MS);
  fastify.addHook('preClose', (done) => {
    idleConnections.start();
    done();
  });
  fastify.addHook('onClose', async () => idleConnections.stop());
  fastify.addHook('onClose', async () => {
    if (inFlight.count === 0) return;
    httpLog.log({ msg: 'waiting for running handlers', handlers: inFlight.count });
    if (!(await inFlight.idle(HANDLER_DRAIN_MS))) {
      httpLog.warn({ msg: `handlers still running after ${HANDLER_DRAIN_MS / 1000} s; closing anyway`, handlers: inFlight.count });
    }
  });

  const document = buildOpenApiDocument(app);
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, swaggerUiOptions(`${API_PREFIX}/docs`, `${API_PREFIX}/docs-json`, settings.publicUrl));

  const clientDir = settings.clientDir ?? join(__dirname, '..', '..', 'client', 'dist');
  if (existsSync(join(clientDir, 'index.html'))) {
    const assetsDir = join(clientDir, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      // The client build writes .br and .gz copies next to its text files; the one the browser
      // accepts is sent as is (Content-Encoding, Vary: accept-encoding), none is compressed per request.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // Files under /assets have a content hash in their name: a new build never changes one, so
      // browsers keep them for a year. Everything else (index.html, sw.js, the manifest, icons)
      // is revalidated on every use so a deploy is picked up at once.
      setHeaders: (reply, path) => {
        void reply.header('cache-control', path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // Client routes (/login, /post/12 …) are rendered by the single-page app. A catch-all GET
    // route, not setNotFoundHandler: Nest sets the not-found handler itself during init, and
    // Fastify refuses a second one. Specific routes (API, static files) still win over `/*`.
    // Machine paths (the API, /.well-known/, the authorization server under /oauth/ except the
    // consent page) answer a JSON 404: an integrator's client must never parse the web app's page.
    fastify.get('/*', (request, reply) => {
      const path = request.url.split('?')[0];
      if (!isMachinePath(path) && !/\.[a-z0-9]+$/i.test(path)) {
        void reply.header('cache-control', 'no-cache').sendFile('index.html');
        return;
      }
      void reply.status(404).send({ statusCode: 404, message: `Cannot ${request.method} ${path}`, error: 'Not Found' });
    });
  }
}

/** Paths that only programs ask for, never pages of the web client (its one page under /oauth/ is the consent page). */
function isMachinePath(path: string): boolean {
  if (path.startsWith(`/${API_PREFIX}/`) || path === `/${API_PREFIX}` || path.startsWith('/.well-known/')) return true;
  return (path === '/oauth' || path.startsWith('/oauth/')) && !path.startsWith('/oauth/consent/');
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count is given as proxy-addr's own rule for a number
 * (the first N hops are proxies): Fastify 5.12 turned a plain number into "trust no one", which
 * would silently make a deployment's load balancer the address of every client.
 */
function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

export async function createHttpApp(settings: Settings): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    // Only the configured proxies may set the client's address (X-Forwarded-For): request.ip
    // feeds the login limit and the session list.
    trustProxy: fastifyTrustProxy(settings.trustProxy),
    bodyLimit: 1024 * 1024,
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,100}$/.test(given) ? given : randomUUID();
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(settings), adapter, {
    logger: new JsonLogger(settings.logLevel),
    // Let init errors reach the caller (main.ts prints one clear line) instead of process.exit.
    abortOnError: false,
  });
  await configureHttpApp(app, settings);
  return app;
}
