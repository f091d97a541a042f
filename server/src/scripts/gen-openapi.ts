import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from '../app.module';
import { loadSettings } from '../config/settings';
import { API_PREFIX } from '../create-app';
import { buildOpenApiDocument } from '../swagger';

/** Writes the OpenAPI document without touching a database or Redis (Nest preview mode). */
async function main(): Promise<void> {
  const out = resolve(process.argv[2] ?? 'openapi.json');
  const settings = loadSettings({ ...process.env, JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://unused/unused', APP_ROLE: 'api' });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(settings), new FastifyAdapter(), {
    preview: true,
    logger: false,
  });
  app.setGlobalPrefix(API_PREFIX);
  const doc = buildOpenApiDocument(app);
  writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
  await app.close();
  process.stdout.write(`wrote ${out} (${Object.keys(doc.paths).length} paths)\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
