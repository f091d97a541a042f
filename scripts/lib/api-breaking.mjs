// The breaking-change check of the API document (issue #30): compares openapi.json with the
// document of the last release (api/releases/openapi-<version>.json, committed so that a fresh
// clone has it) and lists every change that would break an existing client, less those accepted
// in api/accepted-breaks.json. Two parts:
// - openapi-diff (Atlassian; set-based comparison of paths, methods, parameters and request and
//   answer bodies): removed or renamed operations and parameters, fields removed from answers or
//   made required in requests, narrower answers, stricter parameters;
// - a field-by-field comparison of `type` in the component schemas and parameters (retyping).
//   openapi-diff's schema engine (json-schema-diff) slows down without bound when `integer` and
//   `number` meet in big nested schemas, so both documents are given to it with `integer` read
//   as `number`, and retyping is checked here instead.
import { readFileSync } from 'node:fs';
import openapiDiff from 'openapi-diff';

/** The document as openapi-diff gets it: examples dropped (not part of the contract), `integer` read as `number`. */
function forDiff(doc) {
  return JSON.stringify(doc, (key, value) => {
    if (key === 'example' || key === 'examples') return undefined;
    if (key === 'type' && value === 'integer') return 'number';
    return value;
  });
}

/** Every `type` in the component schemas and parameters, by location. */
function typesOf(doc) {
  const out = new Map();
  const walk = (schema, at) => {
    if (!schema || typeof schema !== 'object' || schema.$ref) return;
    if (typeof schema.type === 'string') out.set(at, schema.type);
    for (const [name, prop] of Object.entries(schema.properties ?? {})) walk(prop, `${at}.properties.${name}`);
    if (schema.items) walk(schema.items, `${at}.items`);
  };
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) walk(schema, `components.schemas.${name}`);
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      for (const p of op?.parameters ?? []) if (p.schema) walk(p.schema, `paths.${path}.${method}.parameters.${p.in}.${p.name}`);
    }
  }
  return out;
}

function retypings(release, current) {
  const before = typesOf(release);
  const after = typesOf(current);
  const out = [];
  for (const [location, type] of before) {
    const now = after.get(location);
    if (now !== undefined && now !== type) out.push({ code: 'field.retype', location, from: type, to: now });
  }
  return out;
}

/** The component schemas a request reads (request bodies and parameters), transitively by `$ref`. */
function requestSchemas(doc) {
  const names = new Set();
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (typeof node.$ref === 'string') {
      const name = node.$ref.replace('#/components/schemas/', '');
      if (!names.has(name)) {
        names.add(name);
        visit(doc.components?.schemas?.[name]);
      }
    }
    for (const value of Object.values(node)) visit(value);
  };
  for (const item of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(item)) {
      visit(op?.requestBody);
      visit(op?.parameters);
    }
  }
  return names;
}

/**
 * The current document less the fields added to schemas the release has, where adding cannot
 * break a client: any new field of an answer, an optional new field of a request. json-schema-diff
 * compares object schemas in time that grows with every optional property (a minute for the
 * sign-in answer with two new ones), and an added field is never a break in these places.
 */
function withoutAddedFields(releaseDoc, currentDoc) {
  const doc = structuredClone(currentDoc);
  const requests = requestSchemas(doc);
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    const before = releaseDoc.components?.schemas?.[name]?.properties;
    if (!before || !schema.properties) continue;
    for (const field of Object.keys(schema.properties)) {
      if (field in before) continue;
      if (requests.has(name) && schema.required?.includes(field)) continue;
      delete schema.properties[field];
      if (schema.required) schema.required = schema.required.filter((f) => f !== field);
    }
  }
  return doc;
}

function globMatch(pattern, text) {
  const re = new RegExp(`^${pattern.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return re.test(text);
}

function isAccepted(change, accepted) {
  return accepted.some(
    (a) => a.code === change.code && globMatch(a.location ?? '*', change.location) && (a.from === undefined || a.from === change.from) && (a.to === undefined || a.to === change.to),
  );
}

/**
 * The breaking changes from `releaseDoc` to `currentDoc` (parsed documents), each with `accepted`
 * true when listed in `acceptedBreaks` ({code, location (with * wildcards), from?, to?, reason}).
 */
export async function breakingChanges(releaseDoc, currentDoc, acceptedBreaks = []) {
  const result = await openapiDiff.diffSpecs({
    sourceSpec: { content: forDiff(releaseDoc), location: 'release', format: 'openapi3' },
    destinationSpec: { content: forDiff(withoutAddedFields(releaseDoc, currentDoc)), location: 'current', format: 'openapi3' },
  });
  const changes = [
    ...(result.breakingDifferences ?? []).map((d) => ({
      code: d.code,
      location: (d.sourceSpecEntityDetails[0] ?? d.destinationSpecEntityDetails[0])?.location ?? '',
    })),
    ...retypings(releaseDoc, currentDoc),
  ];
  return changes.map((c) => ({ ...c, accepted: isAccepted(c, acceptedBreaks) }));
}

export function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}
