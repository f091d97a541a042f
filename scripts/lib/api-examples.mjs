// The examples of the API document (issue 45): every `example` and `examples` value in
// openapi.json must validate against the schema it stands beside (Ajv, OpenAPI 3.0's `nullable`,
// $refs into components), and none may be placeholder text such as "bio text" or "string": an
// integrator copies them into requests, and a placeholder tells them nothing about the field.
import Ajv from 'ajv';

const DOC_ID = 'openapi.json';

/**
 * Whole string values that say nothing about their field: a generator's "<field> text", the
 * words tools fill in, and the repeated filler the example generator used to make lengths fit.
 * Anchored and without nested quantifiers, so each test is linear.
 */
const PLACEHOLDERS = [
  /^\w+ text$/i,
  /^(?:string|text|example|sample|placeholder|foo|bar|baz|test|todo|tbd|xxx|n\/a|value|null|undefined)$/i,
  /^lorem ipsum/i,
  /^(?:AbC9){2}/,
];

/** Formats of the document that Ajv does not know by itself. */
const FORMATS = {
  'date-time': (s) => /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(s) && !Number.isNaN(Date.parse(s)),
  date: (s) => /^\d{4}-\d\d-\d\d$/.test(s) && !Number.isNaN(Date.parse(s)),
  email: (s) => {
    const at = s.indexOf('@');
    return at > 0 && at === s.lastIndexOf('@') && s.slice(at + 1).includes('.') && !/\s/.test(s);
  },
  uri: (s) => URL.canParse(s),
  url: (s) => URL.canParse(s),
  uuid: (s) => /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i.test(s),
  binary: () => true,
  byte: (s) => /^[\w+/=-]*$/.test(s),
  int32: () => true,
  int64: () => true,
  float: () => true,
  double: () => true,
  password: () => true,
};

/** $refs pointed at the document registered in Ajv under DOC_ID. */
function withDocRefs(schema) {
  return JSON.parse(JSON.stringify(schema), (key, value) => (key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${DOC_ID}${value}` : value));
}

/** Placeholder strings anywhere in a value, with their paths. */
function placeholdersIn(value, at, out) {
  if (typeof value === 'string') {
    if (PLACEHOLDERS.some((p) => p.test(value))) out.push(`${at}: placeholder ${JSON.stringify(value)}`);
  } else if (Array.isArray(value)) value.forEach((v, i) => placeholdersIn(v, `${at}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) placeholdersIn(v, `${at}.${k}`, out);
  return out;
}

/**
 * Every example in the document with the schema it belongs to: schema-level `example` (component
 * schemas, their properties and items, at any depth), parameters' `example`/`examples`, and media
 * types' `example`/`examples`.
 */
function* examplesOf(doc) {
  function* inSchema(schema, at) {
    if (!schema || typeof schema !== 'object' || schema.$ref) return;
    if (schema.example !== undefined) yield { at: `${at}.example`, value: schema.example, schema };
    for (const [name, prop] of Object.entries(schema.properties ?? {})) yield* inSchema(prop, `${at}.properties.${name}`);
    if (schema.items) yield* inSchema(schema.items, `${at}.items`);
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') yield* inSchema(schema.additionalProperties, `${at}.additionalProperties`);
    for (const key of ['allOf', 'oneOf', 'anyOf']) for (const [i, part] of (schema[key] ?? []).entries()) yield* inSchema(part, `${at}.${key}[${i}]`);
  }
  function* inHolder(holder, schema, at) {
    if (holder.example !== undefined && schema) yield { at: `${at}.example`, value: holder.example, schema };
    for (const [name, ex] of Object.entries(holder.examples ?? {})) if (ex && 'value' in ex && schema) yield { at: `${at}.examples.${name}`, value: ex.value, schema };
  }
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) yield* inSchema(schema, `components.schemas.${name}`);
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!op || typeof op !== 'object' || !op.responses) continue;
      const where = `paths.${path}.${method}`;
      for (const p of op.parameters ?? []) {
        if (p.$ref) continue;
        yield* inHolder(p, p.schema, `${where}.parameters.${p.name}`);
        yield* inSchema(p.schema, `${where}.parameters.${p.name}.schema`);
      }
      const bodies = [['requestBody', op.requestBody], ...Object.entries(op.responses).map(([s, r]) => [`responses.${s}`, r])];
      for (const [label, body] of bodies) {
        for (const [type, media] of Object.entries(body?.content ?? {})) {
          yield* inHolder(media, media.schema, `${where}.${label}.${type}`);
          yield* inSchema(media.schema, `${where}.${label}.${type}.schema`);
        }
      }
    }
  }
}

/** Problems with the document's examples: `{invalid: [...], placeholders: [...], checked}`. */
export function checkExamples(doc) {
  const ajv = new Ajv({ strict: false, allErrors: false, validateSchema: false, formats: FORMATS, discriminator: false });
  ajv.addSchema({ $id: DOC_ID, components: withDocRefs({ schemas: doc.components?.schemas ?? {} }) });
  const invalid = [];
  const placeholders = [];
  let checked = 0;
  for (const { at, value, schema } of examplesOf(doc)) {
    checked += 1;
    const { example: _e, ...rules } = schema;
    const validate = ajv.compile(withDocRefs(rules));
    if (!validate(value)) {
      const e = validate.errors?.[0];
      invalid.push(`${at}: ${e?.instancePath || '(root)'} ${e?.message ?? 'invalid'}`);
    }
    placeholdersIn(value, at, placeholders);
  }
  return { invalid, placeholders: [...new Set(placeholders)], checked };
}
