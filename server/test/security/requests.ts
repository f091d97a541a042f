import { randomBytes } from 'node:crypto';
import { Operation, Schema } from './openapi-operations';

/** The objects a request is aimed at (ids the document names by field, see `idFor`). */
export interface Targets {
  postId: number;
  commentId: number;
  groupId: number;
  groupCommentId: number;
  /** Who user-id fields (receiverId, recipientUserId, targetUserId …) name. */
  userId: number;
  /** A search text (user and group searches). */
  userSearch: string;
  groupSearch: string;
}

/** The caller's own credentials, for the fields that ask for them (password, deviceId). */
export interface Caller {
  email: string;
  password: string;
  deviceId: string;
}

/** A file part of a multipart body. */
export interface FilePart {
  file: Buffer;
  filename: string;
  type: string;
}

export interface ApiRequest {
  pathParams: Record<string, unknown>;
  query: Record<string, unknown>;
  /** The JSON value (or the multipart fields) to send; undefined sends no body. */
  body?: unknown;
  /** Sent as is instead of the encoded body. */
  raw?: { contentType: string | undefined; data: string | Buffer };
}

/** A 1×1 PNG: a valid image for the upload routes. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const isUserField = (name: string) => /^(user_?id|userId|receiverId|senderId|friendId|recipientUserId|targetUserId)$/i.test(name);

export type IdKind = 'postId' | 'commentId' | 'groupId' | 'groupCommentId' | 'userId';

/** Which target an id field or parameter names, from its name and the operation's path. */
export function idKind(name: string, op: Operation): IdKind | undefined {
  const inGroups = op.path.startsWith('/api/groups/') || /InGroup$/.test(op.id);
  if (name === 'posts_id' || name === 'postId' || (name === 'id' && op.path.startsWith('/api/posts/'))) return 'postId';
  if (name === 'groupId' || (name === 'id' && op.path.startsWith('/api/groups/'))) return 'groupId';
  if (name === 'groupCommentId') return 'groupCommentId';
  if (name === 'commentId') return inGroups ? 'groupCommentId' : 'commentId';
  if (isUserField(name)) return 'userId';
  return undefined;
}

/** The kinds of target an operation's inputs name. */
export function idKindsOf(op: Operation): Set<IdKind> {
  const names = [...op.parameters.map((p) => p.name), ...Object.keys(op.body?.schema.properties ?? {})];
  return new Set(names.map((n) => idKind(n, op)).filter((k): k is IdKind => k !== undefined));
}

function idFor(name: string, op: Operation, t: Targets): number | undefined {
  const kind = idKind(name, op);
  return kind && t[kind];
}

/** A valid-looking value for one field, from its name and schema. */
export function validValue(name: string, schema: Schema, op: Operation, t: Targets, caller: Caller): unknown {
  const id = idFor(name, op, t);
  if (id !== undefined) return id;
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.items?.format === 'binary' ? [{ file: TINY_PNG, filename: 'a.png', type: 'image/png' } satisfies FilePart] : [];
    case 'object':
      if (!schema.properties) return undefined;
      return Object.fromEntries(Object.entries(schema.properties).map(([k, s]) => [k, validValue(k, s, op, t, caller)]));
    default:
      return validString(name, schema, op, t, caller);
  }
}

function validString(name: string, schema: Schema, op: Operation, t: Targets, caller: Caller): unknown {
  if (schema.format === 'binary') return { file: TINY_PNG, filename: 'a.png', type: 'image/png' } satisfies FilePart;
  if (schema.format === 'uri') return `https://push.example.test/${randomBytes(6).toString('hex')}`;
  if (schema.format === 'date-time' || /^date/i.test(name)) return new Date().toISOString();
  if (name === 'query') return t.userSearch;
  if (name === 'q') return t.groupSearch;
  if (name === 'email') return op.id === 'register' ? `fresh-${randomBytes(5).toString('hex')}@example.test` : caller.email;
  if (name === 'password' || name === 'oldPassword') return caller.password;
  if (name === 'newPassword') return 'N3wPassw0rd!';
  if (name === 'deviceId') return caller.deviceId;
  if (name === 'bio') return 'Jesus is my Saviour';
  if (/name$/i.test(name)) return 'Matrix Member';
  const ranged = schema.pattern && /^\^\[([\w-]+)\]\{(\d+),\d+\}/.exec(schema.pattern.replace('A-Za-z0-9_-', 'A'));
  if (ranged) return 'A'.repeat(Number(ranged[2]));
  return 'Hello';
}

/** The baseline: every required input, and optional body fields too, filled with valid values. */
export function baselineRequest(op: Operation, t: Targets, caller: Caller): ApiRequest {
  const req: ApiRequest = { pathParams: {}, query: {} };
  for (const p of op.parameters) {
    if (p.in === 'path' || (p.in === 'query' && p.required)) {
      (p.in === 'path' ? req.pathParams : req.query)[p.name] = validValue(p.name, p.schema, op, t, caller);
    }
  }
  if (op.parameters.some((p) => p.in === 'query' && (p.name === 'query' || p.name === 'q'))) {
    for (const p of op.parameters.filter((x) => x.name === 'query' || x.name === 'q')) req.query[p.name] = validValue(p.name, p.schema, op, t, caller);
  }
  if (op.body) req.body = validValue('', { ...op.body.schema, type: 'object' }, op, t, caller) ?? {};
  return req;
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  json: unknown;
  ms: number;
}

/**
 * Percent-encodes every code unit, lone surrogates included (as their 3 generalized UTF-8
 * bytes, which encodeURIComponent refuses), so a URL can carry what a hostile client sends.
 */
export function encodeAny(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (/^[A-Za-z0-9\-_.~]$/.test(ch)) {
      out += ch;
      continue;
    }
    const bytes =
      cp < 0x80 ? [cp]
      : cp < 0x800 ? [0xc0 | (cp >> 6), 0x80 | (cp & 63)]
      : cp < 0x10000 ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)]
      : [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
    out += bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return out;
}

function encodePath(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = params[name];
    return v === undefined ? '' : encodeAny(v);
  });
}

function encodeQuery(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    const values = Array.isArray(v) ? v : [v];
    for (const one of values) parts.push(`${encodeAny(k)}=${encodeAny(one)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

function isFilePart(v: unknown): v is FilePart {
  return typeof v === 'object' && v !== null && Buffer.isBuffer((v as FilePart).file);
}

function multipart(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    for (const one of Array.isArray(v) ? v : [v]) {
      if (one === undefined) continue;
      if (isFilePart(one)) form.append(k, new Blob([new Uint8Array(one.file)], { type: one.type }), one.filename);
      else form.append(k, typeof one === 'string' ? one : JSON.stringify(one));
    }
  }
  return form;
}

/** Sends one request and reads the whole answer; an answer still streaming after `timeoutMs` fails. */
export async function send(base: string, op: Operation, req: ApiRequest, token?: string, timeoutMs = 10_000): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | Buffer | FormData | undefined;
  if (req.raw) {
    if (req.raw.contentType) headers['content-type'] = req.raw.contentType;
    body = req.raw.data;
  } else if (req.body !== undefined) {
    if (op.body?.contentType === 'multipart/form-data' && typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body)) {
      body = multipart(req.body as Record<string, unknown>);
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(req.body);
    }
  }
  const url = `${base}${encodePath(op.path, req.pathParams)}${encodeQuery(req.query)}`;
  const started = performance.now();
  const res = await fetch(url, { method: op.method, headers, body: body as BodyInit | undefined, signal: AbortSignal.timeout(timeoutMs) });
  const text = await res.text();
  const ms = performance.now() - started;
  const contentType = res.headers.get('content-type') ?? '';
  let json: unknown;
  if (/json/.test(contentType)) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: res.status, contentType, text, json, ms };
}

/** What a failure message shows of a request: enough to replay it, with long values cut. */
export function describe(op: Operation, req: ApiRequest, asWho: string): string {
  const cut = (v: unknown) => {
    const s = Buffer.isBuffer(v) ? `<${v.length} bytes>` : typeof v === 'string' ? v : JSON.stringify(v, (_k, x: unknown) => (isFilePart(x) ? `<file ${x.filename} ${x.file.length} bytes>` : x));
    return s && s.length > 300 ? `${s.slice(0, 300)}…(${s.length} chars)` : s;
  };
  const raw = req.raw ? ` raw(${req.raw.contentType ?? 'no content-type'}): ${cut(req.raw.data)}` : '';
  return `${op.method} ${op.path} [${op.id}] as ${asWho} path=${cut(req.pathParams)} query=${cut(req.query)} body=${cut(req.body)}${raw}`;
}
