// Field naming of the API document (issue 45): fields and query parameters added from now on are
// snake_case (`user_name`, `created_at`: the spec's names and most of the API's); the camelCase
// names already published stay, for compatibility, and are listed in api/field-names.json.
// Path parameters are left out: their names are not sent on the wire.

const SNAKE = /^[a-z][a-z\d]*(?:_[a-z\d]+)*$/;

/** Every property name in the component schemas (at any depth) and every query parameter name. */
function namesOf(doc) {
  const names = new Map();
  const add = (name, at) => {
    if (!names.has(name)) names.set(name, at);
  };
  const walk = (schema, at) => {
    if (!schema || typeof schema !== 'object' || schema.$ref) return;
    for (const [name, prop] of Object.entries(schema.properties ?? {})) {
      add(name, `${at}.${name}`);
      walk(prop, `${at}.${name}`);
    }
    if (schema.items) walk(schema.items, `${at}[]`);
    for (const key of ['allOf', 'oneOf', 'anyOf']) for (const part of schema[key] ?? []) walk(part, at);
  };
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) walk(schema, name);
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      for (const p of op?.parameters ?? []) if (p.in === 'query') add(p.name, `${method.toUpperCase()} ${path} ?${p.name}`);
    }
  }
  return names;
}

/**
 * Names that are neither snake_case nor kept for compatibility (`problems`), and kept names no
 * longer in the document (`stale`, so the list does not outlive its reason).
 */
export function checkFieldNames(doc, kept) {
  const names = namesOf(doc);
  const keep = new Set(kept);
  const problems = [...names].filter(([name]) => !SNAKE.test(name) && !keep.has(name)).map(([name, at]) => `${at}: "${name}" is not snake_case (new fields are; see docs/api-document.md)`);
  const stale = kept.filter((name) => !names.has(name)).map((name) => `api/field-names.json lists "${name}", which the document no longer has`);
  return { problems: [...problems, ...stale], checked: names.size };
}
