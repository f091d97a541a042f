import type { OpenAPIObject, OperationObject, ReferenceObject, ResponseObject, SchemaObject } from '@nestjs/swagger';

export type { OpenAPIObject, OperationObject, ReferenceObject, ResponseObject, SchemaObject };

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

export interface OperationEntry {
  path: string;
  method: (typeof HTTP_METHODS)[number];
  op: OperationObject;
}

/** Every operation of the document with its path and method, in document order. */
export function operationsOf(doc: OpenAPIObject): OperationEntry[] {
  const out: OperationEntry[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (op) out.push({ path, method, op });
    }
  }
  return out;
}

export function isRef(value: unknown): value is ReferenceObject {
  return typeof value === 'object' && value !== null && '$ref' in value;
}

/** The component schema a `#/components/schemas/X` reference names. */
export function refName(ref: ReferenceObject): string {
  return ref.$ref.slice(ref.$ref.lastIndexOf('/') + 1);
}

/** Calls `visit` on every schema object in the tree (properties, items, compositions), depth first. */
export function walkSchema(schema: SchemaObject | ReferenceObject | undefined, visit: (s: SchemaObject, name?: string) => void, name?: string): void {
  if (!schema || isRef(schema)) return;
  visit(schema, name);
  for (const [key, prop] of Object.entries(schema.properties ?? {})) walkSchema(prop, visit, key);
  if (schema.items) walkSchema(schema.items, visit, name);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') walkSchema(schema.additionalProperties, visit);
  for (const list of [schema.allOf, schema.oneOf, schema.anyOf]) for (const s of list ?? []) walkSchema(s, visit, name);
}
