import fc from 'fast-check';
import { Operation } from './openapi-operations';
import { ApiRequest, TINY_PNG } from './requests';

const MB = 1024 * 1024;
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');

/** Values that are wrong for almost any field: types, sizes, encodings, numbers at the edges. */
const HOSTILE: readonly unknown[] = [
  '',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800x',
  '😀ẞ\u202e\u200bﷺ\ufeff',
  "' OR 1=1 --",
  '../%00',
  -1,
  0,
  2 ** 31,
  2 ** 53,
  1e308,
  1.5,
  'NaN',
  '2147483648',
  '1e308',
  true,
  null,
  [],
  { $gt: '' },
];

/** Bad cursors: garbage, and well-formed ones holding instants or ids a database would refuse. */
const CURSORS: readonly string[] = [
  'garbage',
  '9999999999',
  '99999999999999999999',
  '2024-02-30T00:00:00.000Z',
  '0000-01-01T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  b64('2024-02-30T00:00:00.000000Z|1'),
  b64('0000-01-01T00:00:00.000000Z|1'),
  b64('2024-01-01T24:00:00.000000Z|1'),
  b64('2024-01-01T00:00:00.000000Z|9999999999'),
  b64('2024-01-01T00:00:00.000000Z|0'),
  b64('2024-01-01T00:00:00.000000Z|1|2'),
  b64('\u0000|\u0000'),
  'A'.repeat(199),
];

/** Hostile values for one input; a URL carries 8 KB at most (the HTTP server's header limit is 16 KB). */
function hostileFor(name: string, where: 'url' | 'body'): unknown[] {
  const huge = where === 'url' ? ['x'.repeat(8000)] : ['x'.repeat(MB - 4096)];
  return [...HOSTILE, ...huge, ...(name === 'cursor' ? CURSORS : [])];
}

export interface Mutation {
  label: string;
  req: ApiRequest;
}

const clone = (req: ApiRequest): ApiRequest => ({ ...req, pathParams: { ...req.pathParams }, query: { ...req.query }, body: structuredCloneBody(req.body) });

function structuredCloneBody(body: unknown): unknown {
  if (body === undefined || body === null || typeof body !== 'object') return body;
  if (Buffer.isBuffer(body)) return body;
  if (Array.isArray(body)) return body.map(structuredCloneBody);
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, structuredCloneBody(v)]));
}

/** A body field, or a field one level down (keys.p256dh), with its path from the body's root. */
function bodySlots(op: Operation): string[][] {
  const props = op.body?.schema.properties ?? {};
  const slots: string[][] = [];
  for (const [k, s] of Object.entries(props)) {
    slots.push([k]);
    for (const inner of Object.keys(s.properties ?? {})) slots.push([k, inner]);
  }
  return slots;
}

function setIn(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1];
  if (value === undefined) delete node[last];
  else node[last] = value;
}

/**
 * The fixed mutations of one operation: each input in turn replaced by every hostile value,
 * each required input left out, an extra field, and bodies that are not what the route reads.
 */
export function fixedMutations(op: Operation, base: ApiRequest): Mutation[] {
  const out: Mutation[] = [];
  for (const p of op.parameters.filter((x) => x.in === 'path' || x.in === 'query')) {
    const where = p.in === 'path' ? 'pathParams' : 'query';
    for (const v of hostileFor(p.name, 'url')) {
      const req = clone(base);
      req[where][p.name] = v;
      out.push({ label: `${p.in} ${p.name}=${short(v)}`, req });
    }
    if (p.in === 'query') {
      const req = clone(base);
      req.query[p.name] = [String(base.query[p.name] ?? '1'), '2'];
      out.push({ label: `query ${p.name} repeated`, req });
      if (p.required) {
        const missing = clone(base);
        delete missing.query[p.name];
        out.push({ label: `query ${p.name} missing`, req: missing });
      }
    }
  }
  const extraQuery = clone(base);
  extraQuery.query.zzUnknown = '1';
  out.push({ label: 'extra query parameter', req: extraQuery });
  if (!op.body) {
    // fetch sends no body with GET; the other methods get one the route does not expect.
    if (op.method !== 'GET') out.push({ label: 'unexpected JSON body', req: { ...clone(base), body: { a: 1 } } });
    return out;
  }
  const multipart = op.body.contentType === 'multipart/form-data';
  for (const slot of bodySlots(op)) {
    for (const v of hostileFor(slot[slot.length - 1], 'body')) {
      if (multipart && typeof v === 'string' && v.length > MB) continue;
      const req = clone(base);
      setIn(req.body as Record<string, unknown>, slot, v);
      out.push({ label: `body ${slot.join('.')}=${short(v)}`, req });
    }
    const missing = clone(base);
    setIn(missing.body as Record<string, unknown>, slot, undefined);
    out.push({ label: `body ${slot.join('.')} missing`, req: missing });
  }
  const extra = clone(base);
  (extra.body as Record<string, unknown>).zzUnknown = 'x';
  out.push({ label: 'extra body field', req: extra });
  const proto = clone(base);
  out.push({ label: '__proto__ in body', req: { ...proto, raw: { contentType: 'application/json', data: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}' } } });
  for (const [label, contentType, data] of [
    ['malformed JSON', 'application/json', '{"a":'],
    ['JSON array body', 'application/json', '[1,2,3]'],
    ['JSON string body', 'application/json', '"text"'],
    ['JSON null body', 'application/json', 'null'],
    ['empty JSON body', 'application/json', ''],
    ['deeply nested JSON', 'application/json', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    ['text/plain body', 'text/plain', 'hello'],
    ['form-urlencoded body', 'application/x-www-form-urlencoded', 'a=1&b=2'],
    ['no content-type', undefined, '{"a":1}'],
    ['JSON over the body limit', 'application/json', `{"a":"${'z'.repeat(MB + 10)}"}`],
  ] as const) {
    out.push({ label, req: { ...clone(base), raw: { contentType, data } } });
  }
  if (multipart) out.push(...multipartMutations(op, base));
  return out;
}

/** Multipart bodies that break the format or the route's file rules. */
function multipartMutations(op: Operation, base: ApiRequest): Mutation[] {
  const fileField = Object.entries(op.body?.schema.properties ?? {}).find(([, s]) => s.format === 'binary' || s.items?.format === 'binary')?.[0] ?? 'file';
  const boundary = 'fuzzBoundary7MA4YWxk';
  const part = (name: string, content: string | Buffer, filename?: string, type = 'application/octet-stream') =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: ${type}` : ''}\r\n\r\n`),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const ct = `multipart/form-data; boundary=${boundary}`;
  const rawCases: Array<[string, string | undefined, Buffer]> = [
    ['multipart without boundary', 'multipart/form-data', Buffer.concat([part(fileField, TINY_PNG, 'a.png', 'image/png'), end])],
    ['multipart with another boundary', 'multipart/form-data; boundary=other', Buffer.concat([part(fileField, TINY_PNG, 'a.png', 'image/png'), end])],
    ['truncated multipart', ct, part(fileField, TINY_PNG, 'a.png', 'image/png').subarray(0, 60)],
    ['multipart without closing boundary', ct, part(fileField, TINY_PNG, 'a.png', 'image/png')],
    ['empty multipart', ct, end],
    ['file field sent as text', ct, Buffer.concat([part(fileField, 'not a file'), end])],
    ['text file named .png', ct, Buffer.concat([part(fileField, 'hello', 'a.png', 'image/png'), end])],
    ['truncated PNG', ct, Buffer.concat([part(fileField, TINY_PNG.subarray(0, 20), 'a.png', 'image/png'), end])],
    ['file with NUL and traversal in its name', ct, Buffer.concat([part(fileField, TINY_PNG, '../\u0000a.png', 'image/png'), end])],
    ['six files', ct, Buffer.concat([...Array.from({ length: 6 }, () => part(fileField, TINY_PNG, 'a.png', 'image/png')), end])],
    ['unknown file field', ct, Buffer.concat([part('zzUnknown', TINY_PNG, 'a.png', 'image/png'), end])],
    ['field over the field size limit', ct, Buffer.concat([part('target', 'x'.repeat(70 * 1024)), part(fileField, TINY_PNG, 'a.png', 'image/png'), end])],
    ['forty fields', ct, Buffer.concat([...Array.from({ length: 40 }, (_, i) => part(`f${i}`, '1')), end])],
    ['JSON to a multipart route', 'application/json', Buffer.from('{"a":1}')],
  ];
  return rawCases.map(([label, contentType, data]) => ({ label, req: { ...clone(base), raw: { contentType, data } } }));
}

function short(v: unknown): string {
  const s = typeof v === 'string' ? JSON.stringify(v) : JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 40)}…(${s.length})` : s;
}

/** Any JSON value, strings of any code unit included (lone surrogates, NUL), numbers at every scale. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(...HOSTILE),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

/** Random requests for one operation: each input kept, left out or replaced by any value. */
export function randomMutation(op: Operation, base: ApiRequest): fc.Arbitrary<Mutation> {
  const params = op.parameters.filter((p) => p.in === 'path' || p.in === 'query');
  const slots = op.body && op.body.contentType !== 'multipart/form-data' ? bodySlots(op) : [];
  const keep = Symbol('keep');
  const choice = fc.oneof({ weight: 1, arbitrary: fc.constant<unknown>(keep) }, { weight: 2, arbitrary: anyValue });
  return fc.tuple(fc.array(choice, { minLength: params.length, maxLength: params.length }), fc.array(choice, { minLength: slots.length, maxLength: slots.length })).map(
    ([pv, bv]) => {
      const req = clone(base);
      const changed: string[] = [];
      params.forEach((p, i) => {
        if (pv[i] === keep) return;
        const target = p.in === 'path' ? req.pathParams : req.query;
        // A path parameter cannot be absent from the URL; an empty segment is what "missing" means there.
        target[p.name] = pv[i] === undefined && p.in === 'path' ? '' : pv[i];
        changed.push(`${p.name}=${short(pv[i])}`);
      });
      slots.forEach((slot, i) => {
        if (bv[i] === keep) return;
        setIn(req.body as Record<string, unknown>, slot, bv[i]);
        changed.push(`${slot.join('.')}=${short(bv[i])}`);
      });
      return { label: `random ${changed.join(' ') || '(baseline)'}`, req };
    },
  );
}
