import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import * as ts from 'typescript';
import { TABLE_OWNERS } from '../../src/database/table-owners';

/**
 * One owner per table (issue #32): a module's SQL names only the tables `database/table-owners.ts`
 * gives it, and it uses no other module's entity with a repository or an entity manager. Other
 * modules go through the owner's exported functions, services, events or SQL fragments
 * (`<owner>/<owner>.sql.ts`, whose text is the owner's even where a consumer interpolates it).
 */
const SRC = join(__dirname, '..', '..', 'src');
const OWNERS: Record<string, string> = TABLE_OWNERS;

/**
 * Today's violations, each `file: table` (file relative to src, `/`-separated; matched by module
 * and file name, so a file moved within its module still matches). Remove a line when its file
 * stops naming the table; the list must end empty.
 */
const KNOWN_VIOLATIONS: string[] = [];

interface Finding {
  file: string;
  line: number;
  table: string;
  owner: string;
  how: string;
}

/** A keyword that names a table right after it; `${...}` parts are blanked out before matching. */
const TABLE_AFTER_KEYWORD = /\b(?:FROM|JOIN|UPDATE|INTO|TABLE|TRUNCATE)\s+(?:ONLY\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

/**
 * Literals that may be SQL: an SQL keyword in capitals, or a statement verb first. Keeps English
 * ('requests to join groups') out while matching the keywords case-insensitively in SQL.
 */
const looksLikeSql = (text: string) => /\b(?:SELECT|INSERT|UPDATE|DELETE|FROM|JOIN|INTO|TABLE|TRUNCATE|WITH)\b/.test(text)
  || /^\s*(?:select|insert|update|delete|with|truncate)\b/i.test(text);

/** Calls that read or write an entity's table when given its class (manager, repository, builder). */
const DATA_ACCESS_CALLS = new Set([
  'getRepository', 'InjectRepository', 'forFeature', 'createQueryBuilder', 'from', 'into', 'update', 'insert',
  'delete', 'save', 'create', 'remove', 'softDelete', 'restore', 'upsert', 'increment', 'decrement', 'find',
  'findBy', 'findOne', 'findOneBy', 'findOneOrFail', 'findOneByOrFail', 'findAndCount', 'count', 'countBy',
  'exists', 'existsBy', 'sum', 'average', 'minimum', 'maximum', 'preload', 'merge', 'clear', 'innerJoin',
  'leftJoin', 'innerJoinAndSelect', 'leftJoinAndSelect', 'withRepository',
]);

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'migrations' && entry.name !== '__snapshots__') out.push(...sourceFiles(path));
    } else if (/\.ts$/.test(entry.name) && !/\.(test|spec|d)\.ts$/.test(entry.name)) {
      out.push(path);
    }
  }
  return out;
}

function parse(path: string): ts.SourceFile {
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** The module a file belongs to: its first folder under src ('' for the files at the top). */
function moduleOf(file: string): string {
  const parts = relative(SRC, file).split(sep);
  return parts.length > 1 ? parts[0] : '';
}

/** Entity class name -> table, from every `@Entity('table')` in src. */
function entityTables(files: ts.SourceFile[]): Map<string, string> {
  const tables = new Map<string, string>();
  for (const sf of files) {
    for (const stmt of sf.statements) {
      if (!ts.isClassDeclaration(stmt) || !stmt.name) continue;
      for (const d of ts.getDecorators(stmt) ?? []) {
        const call = d.expression;
        if (ts.isCallExpression(call) && ts.isIdentifier(call.expression) && call.expression.text === 'Entity'
          && call.arguments[0] && ts.isStringLiteral(call.arguments[0])) {
          tables.set(stmt.name.text, call.arguments[0].text);
        }
      }
    }
  }
  return tables;
}

function calleeName(call: ts.CallExpression): string | null {
  const e = call.expression;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  return null;
}

/** The text of a string or template literal with each `${...}` replaced by spaces of the same length. */
function literalText(node: ts.Node, sf: ts.SourceFile): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (!ts.isTemplateExpression(node)) return null;
  // Work on the source text so offsets map back to lines; blank the substitutions.
  const start = node.getStart(sf);
  let text = sf.text.slice(start, node.end);
  for (const span of node.templateSpans) {
    const from = span.expression.getFullStart() - start - 2; // the `${`
    const to = span.literal.getStart(sf) - start + 1; // the `}`
    text = text.slice(0, from) + ' '.repeat(to - from) + text.slice(to);
  }
  return text;
}

function findingsIn(sf: ts.SourceFile, module: string, entities: Map<string, string>): Finding[] {
  const file = relative(SRC, sf.fileName).split(sep).join('/');
  const found: Finding[] = [];
  const report = (pos: number, table: string, how: string) => {
    const owner = OWNERS[table];
    if (owner === undefined || owner === module) return;
    found.push({ file, line: sf.getLineAndCharacterOfPosition(pos).line + 1, table, owner, how });
  };
  const entityUse = (arg: ts.Node, how: string) => {
    if (ts.isIdentifier(arg) && entities.has(arg.text)) report(arg.getStart(sf), entities.get(arg.text)!, how);
  };
  const visit = (node: ts.Node): void => {
    const text = literalText(node, sf);
    if (text !== null && looksLikeSql(text)) {
      // String literals' text has no quotes and may have lost escapes: offset by the opening quote only.
      const base = node.getStart(sf) + (ts.isTemplateExpression(node) ? 0 : 1);
      for (const m of text.matchAll(TABLE_AFTER_KEYWORD)) {
        report(base + m.index + m[0].length - m[1].length, m[1].toLowerCase(), 'SQL');
      }
    }
    if (text !== null) {
      if (ts.isTemplateExpression(node)) for (const span of node.templateSpans) visit(span.expression);
      return;
    }
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      if (name && DATA_ACCESS_CALLS.has(name)) {
        for (const arg of node.arguments) {
          entityUse(arg, `${name}(${ts.isIdentifier(arg) ? arg.text : '…'})`);
          if (ts.isArrayLiteralExpression(arg)) for (const el of arg.elements) entityUse(el, `${name}([…])`);
          // Query-builder table names given as strings: .from('users', 'u').
          if (ts.isStringLiteral(arg) && OWNERS[arg.text] && name !== 'create') report(arg.getStart(sf), arg.text, `${name}('${arg.text}')`);
        }
      }
    }
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)
      && /^(Repository|TreeRepository)$/.test(node.typeName.text)) {
      for (const t of node.typeArguments ?? []) {
        if (ts.isTypeReferenceNode(t) && ts.isIdentifier(t.typeName)) entityUse(t.typeName, `${node.typeName.text}<${t.typeName.text}>`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function allFindings(): Finding[] {
  const files = sourceFiles(SRC).map(parse);
  const entities = entityTables(files);
  return files.flatMap((sf) => findingsIn(sf, moduleOf(sf.fileName), entities));
}

/** `module/name.ts: table`, whatever folders lie between. */
function violationKey(file: string, table: string): string {
  const parts = file.split('/');
  return `${parts[0]}/${parts[parts.length - 1]}: ${table}`;
}

const describeFinding = (f: Finding) => `${f.file}:${f.line} names ${f.table} (owner: ${f.owner}) via ${f.how}`;

describe('table ownership', () => {
  const findings = allFindings();

  it('every table in the migrations has an owner', () => {
    const migrations = join(SRC, 'database', 'migrations');
    const created = new Set<string>();
    for (const name of readdirSync(migrations)) {
      for (const m of readFileSync(join(migrations, name), 'utf8').matchAll(/CREATE\s+(?:UNLOGGED\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?"?([a-z_][a-z0-9_]*)/gi)) {
        created.add(m[1].toLowerCase());
      }
    }
    expect([...created].filter((t) => !(t in OWNERS))).toEqual([]);
  });

  it('every module names only the tables it owns', () => {
    const known = new Set(KNOWN_VIOLATIONS.map((v) => { const [file, table] = v.split(': '); return violationKey(file, table); }));
    const fresh = findings.filter((f) => !known.has(violationKey(f.file, f.table)));
    expect(fresh.map(describeFinding)).toEqual([]);
  });

  it('every known violation still exists (remove the fixed ones from KNOWN_VIOLATIONS)', () => {
    const current = new Set(findings.map((f) => violationKey(f.file, f.table)));
    // A file gone from its module (a module folder renamed away) is not a failure: its line goes when noticed.
    const files = new Set(sourceFiles(SRC).map((f) => violationKey(relative(SRC, f).split(sep).join('/'), '')));
    const stale = KNOWN_VIOLATIONS.filter((v) => {
      const [file, table] = v.split(': ');
      return files.has(violationKey(file, '')) && !current.has(violationKey(file, table));
    });
    expect(stale).toEqual([]);
  });

  it('finds a planted violation', () => {
    const planted = ts.createSourceFile(join(SRC, 'push', 'planted.ts'), [
      "const a = `SELECT p.posts_id FROM posts p JOIN ${'users'} u ON TRUE`;",
      "const b = 'DELETE FROM push_subscriptions';",
      'await em.update(UserEntity, { user_id: 1 }, { bio: "" });',
      "const c = tryAgain('requests to join groups');",
      "const d = `select 1 from groups`;",
    ].join('\n'), ts.ScriptTarget.Latest, true);
    const got = findingsIn(planted, 'push', new Map([['UserEntity', 'users']])).map(describeFinding);
    expect(got).toEqual([
      'push/planted.ts:1 names posts (owner: posts) via SQL',
      'push/planted.ts:3 names users (owner: users) via update(UserEntity)',
      'push/planted.ts:5 names groups (owner: groups) via SQL',
    ]);
  });
});
