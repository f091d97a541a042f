import { isRef, walkSchema, type OpenAPIObject, type SchemaObject } from './openapi-types';

/**
 * Fields that hold whole numbers. TypeScript has one `number`, so the Swagger plugin types every
 * numeric DTO field `number`; ids, counts, sizes and paging values are integers, and SDK
 * generators and validators should know it. A field typed otherwise on purpose (`duration_s`,
 * `expirationTime`) does not match.
 */
const INTEGER_FIELD = /^(?:id|\w+_id|\w+Id|\w+_count|\w+Count|statusCode|width|height|limit|offset|verified|fillMs|version|reports_against|nextCursor|next_cursor)$/;

export function isIntegerField(name: string | undefined): boolean {
  return name !== undefined && INTEGER_FIELD.test(name);
}

/** Types integer fields `integer`, in schemas and in parameters. */
export function typeIntegerFields(doc: OpenAPIObject): void {
  const retype = (s: SchemaObject, name?: string): void => {
    if (s.type === 'number' && isIntegerField(name)) s.type = 'integer';
  };
  for (const schema of Object.values(doc.components?.schemas ?? {})) walkSchema(schema, retype);
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) {
      if (!op || typeof op !== 'object' || !('responses' in op)) continue;
      for (const p of op.parameters ?? []) if (!isRef(p) && p.schema && !isRef(p.schema)) retype(p.schema, p.name);
    }
  }
}

/**
 * The shapes the Swagger plugin writes for a property whose type is a named enum:
 * - `{nullable, allOf: [enum]}` has no `type`, which OpenAPI 3.0 needs beside `nullable` (and a
 *   null fails the enum inside `allOf`): written out as the enum's values plus null;
 * - `{allOf: [X]}` with nothing beside it is just `X`.
 */
export function simplifyEnumReferences(doc: OpenAPIObject): void {
  const schemas = doc.components?.schemas ?? {};
  const fix = (s: SchemaObject): void => {
    for (const [key, prop] of Object.entries(s.properties ?? {})) {
      if (isRef(prop) || prop.allOf?.length !== 1 || !isRef(prop.allOf[0])) continue;
      const target = schemas[prop.allOf[0].$ref.split('/').pop() ?? ''];
      if (prop.nullable && !prop.type && target && !isRef(target) && target.enum) {
        const { allOf: _allOf, ...rest } = prop;
        s.properties![key] = { ...rest, type: target.type ?? 'string', enum: [...target.enum, null] };
      } else if (Object.keys(prop).length === 1) {
        s.properties![key] = prop.allOf[0];
      }
    }
  };
  for (const schema of Object.values(schemas)) walkSchema(schema, fix);
}

/**
 * Request fields the server accepts only for the spec's older payloads say so in their JSDoc
 * ("Accepted for compatibility …"); they are marked `deprecated` so SDKs and Swagger UI show it.
 */
export function deprecateCompatibilityFields(doc: OpenAPIObject): void {
  const mark = (s: SchemaObject): void => {
    if (s.description?.startsWith('Accepted for compatibility')) s.deprecated = true;
  };
  for (const schema of Object.values(doc.components?.schemas ?? {})) walkSchema(schema, mark);
}
