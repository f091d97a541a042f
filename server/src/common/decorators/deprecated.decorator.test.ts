import { BadRequestException, Controller, Get, INestApplication, Query } from '@nestjs/common';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiOperation, DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Test } from '@nestjs/testing';
import { finishDocument } from '../../openapi/finish-document';
import { Deprecated, deprecationHeaders } from './deprecated.decorator';

/** A test-only controller: one operation with a removal date, one without, one current (descriptions as the compiler plugin writes JSDoc). */
@Controller('things')
class ThingsController {
  @ApiOperation({ description: 'Lists the things the old way.' })
  @Deprecated({ since: '2026-11-26', sunset: '2027-06-01', use: 'Use `GET /things/new` instead.' })
  @Get('old')
  old(@Query('fail') fail?: string): { things: string[] } {
    if (fail) throw new BadRequestException('fail was sent');
    return { things: ['lamp'] };
  }

  @ApiOperation({ description: 'Lists the things, still the old way.' })
  @Deprecated({ since: '2026-12-01', use: 'Use `GET /things/new` instead.' })
  @Get('older')
  older(): { things: string[] } {
    return { things: ['lamp'] };
  }

  @ApiOperation({ description: 'Lists the things.' })
  @Get('new')
  current(): { things: string[] } {
    return { things: ['lamp'] };
  }
}

describe('@Deprecated', () => {
  it('makes RFC 9745 and RFC 8594 header values from the days', () => {
    expect(deprecationHeaders({ since: '2026-11-26' })).toEqual({ Deprecation: '@1795651200' });
    expect(deprecationHeaders({ since: '2026-11-26', sunset: '2027-06-01' })).toEqual({ Deprecation: '@1795651200', Sunset: 'Tue, 01 Jun 2027 00:00:00 GMT' });
  });

  it('refuses days that are not real, and a sunset before the deprecation', () => {
    expect(() => deprecationHeaders({ since: '2026-02-30' })).toThrow('since must be a YYYY-MM-DD day');
    expect(() => deprecationHeaders({ since: '26.11.2026' })).toThrow('since must be a YYYY-MM-DD day');
    expect(() => deprecationHeaders({ since: '2026-11-26', sunset: '2026-11-26' })).toThrow('sunset must come after since');
  });

  describe('on a route', () => {
    let app: INestApplication;
    const get = (url: string) => (app as NestFastifyApplication).getHttpAdapter().getInstance().inject({ method: 'GET', url });

    beforeAll(async () => {
      const module = await Test.createTestingModule({ controllers: [ThingsController] }).compile();
      app = module.createNestApplication<NestFastifyApplication>(new FastifyAdapter(), { logger: false });
      await app.init();
      await (app as NestFastifyApplication).getHttpAdapter().getInstance().ready();
    });
    afterAll(() => app.close());

    it('sends Deprecation and Sunset with the answers of a deprecated operation, errors from the handler included', async () => {
      const ok = await get('/things/old');
      expect(ok.statusCode).toBe(200);
      expect(ok.headers).toMatchObject({ deprecation: '@1795651200', sunset: 'Tue, 01 Jun 2027 00:00:00 GMT' });
      const refused = await get('/things/old?fail=1');
      expect(refused.statusCode).toBe(400);
      expect(refused.headers).toMatchObject({ deprecation: '@1795651200', sunset: 'Tue, 01 Jun 2027 00:00:00 GMT' });

      const older = await get('/things/older');
      expect(older.headers.deprecation).toBe('@1796083200');
      expect(older.headers.sunset).toBeUndefined();
      const current = await get('/things/new');
      expect(current.headers.deprecation).toBeUndefined();
    });

    it('marks the operation deprecated in the API document, with its dates and headers', () => {
      const doc = finishDocument(SwaggerModule.createDocument(app, new DocumentBuilder().setTitle('t').setVersion('1.0.0').build(), { operationIdFactory: (_c, m) => m }));
      const old = doc.paths['/things/old'].get!;
      expect(old.deprecated).toBe(true);
      expect(old.description).toContain('**Deprecated** since 2026-11-26');
      expect(old.description).toContain('It may stop answering after 2027-06-01');
      expect(old.description).toContain('Use `GET /things/new` instead.');
      expect(Object.keys((old.responses['200'] as { headers: object }).headers)).toEqual(expect.arrayContaining(['Deprecation', 'Sunset']));
      expect(old).not.toHaveProperty('x-deprecation');

      const older = doc.paths['/things/older'].get!;
      expect(older.deprecated).toBe(true);
      expect(Object.keys((older.responses['200'] as { headers: object }).headers)).not.toContain('Sunset');
      expect(doc.paths['/things/new'].get!.deprecated).toBeUndefined();
    });
  });
});
