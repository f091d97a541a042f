import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The part of a JSON Schema (as @nestjs/swagger writes it) the security tests read. */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
  default?: unknown;
  items?: Schema;
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  id: string;
  method: string;
  /** The document's path template, e.g. `/api/posts/post/{posts_id}`. */
  path: string;
  tag: string;
  /** Callable without an access token: `security: []`, or only the refresh cookie. */
  isPublic: boolean;
  parameters: Parameter[];
  body: { contentType: string; schema: Schema } | undefined;
  /** Every status the document lists for the operation. */
  statuses: Set<number>;
  /** The success answer is a page, not JSON (no JSON content documented for it). */
  answersHtml: boolean;
}

/** The committed API document at the repository root (regenerated whenever routes change). */
export const OPENAPI_FILE = join(__dirname, '..', '..', '..', 'openapi.json');

interface Document {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, Schema> };
}

interface RawOperation {
  operationId: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description?: string; content?: Record<string, unknown> }>;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * Every operation of the document, with `$ref`s and single-member `allOf`s resolved, so a new
 * route is covered by the security tests the moment the document lists it.
 */
export function loadOperations(file = OPENAPI_FILE): Operation[] {
  const doc = JSON.parse(readFileSync(file, 'utf8')) as Document;
  const resolve = (schema: Schema, depth = 0): Schema => {
    if (depth > 20) throw new Error('openapi.json: schema nesting too deep (a reference cycle?)');
    if (schema.$ref) {
      const name = schema.$ref.replace('#/components/schemas/', '');
      const target = doc.components.schemas[name];
      if (!target) throw new Error(`openapi.json: unknown schema ${schema.$ref}`);
      return resolve({ ...target, ...withoutKey(schema, '$ref') }, depth + 1);
    }
    if (schema.allOf?.length === 1) return resolve({ ...resolve(schema.allOf[0], depth + 1), ...withoutKey(schema, 'allOf') }, depth + 1);
    const out: Schema = { ...schema };
    if (schema.items) out.items = resolve(schema.items, depth + 1);
    if (schema.properties) {
      out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, resolve(v, depth + 1)]));
    }
    return out;
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!HTTP_METHODS.includes(method)) continue;
      const content = raw.requestBody?.content ?? {};
      const contentType = Object.keys(content)[0];
      operations.push({
        id: raw.operationId,
        method: method.toUpperCase(),
        path,
        tag: raw.tags?.[0] ?? '',
        // No bearer among its requirements: `[]`, or the refresh cookie alone (refresh-token, remove-cookie).
        isPublic: Array.isArray(raw.security) && raw.security.every((requirement) => !('bearer' in (requirement as object))),
        parameters: (raw.parameters ?? []).map((p) => ({ ...p, required: p.required === true, schema: resolve(p.schema ?? {}) })),
        body: contentType ? { contentType, schema: resolve(content[contentType].schema) } : undefined,
        statuses: new Set(Object.keys(raw.responses).map(Number)),
        answersHtml: Object.entries(raw.responses).some(([code, r]) => code.startsWith('2') && /html/i.test(`${Object.keys(r.content ?? {}).join()} ${r.description ?? ''}`)),
      });
    }
  }
  return operations;
}

function withoutKey<K extends keyof Schema>(schema: Schema, key: K): Omit<Schema, K> {
  const copy = { ...schema };
  delete copy[key];
  return copy;
}
