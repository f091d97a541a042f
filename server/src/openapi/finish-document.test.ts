import type { OpenAPIObject } from './openapi-types';
import { finishDocument } from './finish-document';

/** A route added tomorrow, as Nest writes it: what finishDocument gives it without anyone listing it. */
function rawDocument(): OpenAPIObject {
  return {
    openapi: '3.0.0',
    info: { title: 'Pen API', version: '1.0.0' },
    paths: {
      '/api/things/{thingId}/polish': {
        post: {
          operationId: 'polishThing',
          tags: ['posts'],
          summary: 'Polishes a thing. Twice if asked.',
          parameters: [{ name: 'thingId', in: 'path', required: true, schema: { type: 'number' } }],
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/PolishDto' } } } },
          responses: { '200': { description: '', content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingDto' } } } } },
        },
      },
      '/api/things/peek': {
        get: { operationId: 'peekThing', tags: ['posts'], 'x-public': true, responses: { '200': { description: '' } } } as never,
      },
    },
    components: {
      schemas: {
        Role: { type: 'string', enum: ['member', 'admin'] },
        PolishDto: { type: 'object', properties: { times: { type: 'number', minimum: 1, maximum: 2 } }, required: ['times'] },
        ThingDto: {
          type: 'object',
          properties: {
            thing_id: { type: 'number' },
            like_count: { type: 'number' },
            weight: { type: 'number' },
            role: { nullable: true, allOf: [{ $ref: '#/components/schemas/Role' }] },
          },
          required: ['thing_id', 'like_count', 'weight', 'role'],
        },
      },
    },
  };
}

describe('finishDocument', () => {
  it('gives a new secured operation its security, description and errors', () => {
    const doc = finishDocument(rawDocument());
    const op = doc.paths['/api/things/{thingId}/polish'].post!;
    expect(op.security).toEqual([{ bearer: [] }, { apiKey: [] }, { oauth2: ['write'] }]);
    expect(op.summary).toBe('Polishes a thing');
    expect(op.description).toMatch(/^Polishes a thing\. Twice if asked\.\n\nAny signed-in member/);
    expect(Object.keys(op.responses).sort()).toEqual(['200', '400', '401', '403', '404', '429']);
    expect(op.responses['429']).toMatchObject({ headers: { 'Retry-After': expect.anything() } });
    expect(op.responses['404']).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorDto' } } } });
    expect(op.parameters![0]).toMatchObject({ schema: { type: 'integer' } });
  });

  it('leaves a public operation open, and one without a comment undescribed (the document test then fails)', () => {
    const doc = finishDocument(rawDocument());
    const op = doc.paths['/api/things/peek'].get!;
    expect(op.security).toEqual([]);
    expect(op.description).toBeUndefined();
    expect(op.responses['401']).toBeUndefined();
    expect(op).not.toHaveProperty('x-public');
  });

  it('types ids and counts as integers, writes nullable enums out, and adds valid examples', () => {
    const doc = finishDocument(rawDocument());
    const thing = doc.components!.schemas!.ThingDto as Record<string, any>;
    expect(thing.properties.thing_id.type).toBe('integer');
    expect(thing.properties.like_count.type).toBe('integer');
    expect(thing.properties.weight.type).toBe('number');
    expect(thing.properties.role).toEqual({ nullable: true, type: 'string', enum: ['member', 'admin', null] });
    expect(thing.example).toEqual({ thing_id: 42, like_count: 12, weight: 1, role: 'member' });
    expect((doc.components!.schemas!.PolishDto as Record<string, unknown>).example).toEqual({ times: 1 });
  });
});
