import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Where the marked messages are: the server's sources, tests excluded. */
export const SOURCE_ROOT = join(__dirname, '..', '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** A quoted TypeScript string's value (single quotes, or double quotes around an apostrophe). */
function unquote(literal: string): string {
  return literal.slice(1, -1).replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
}

// The marker, then its text argument: msg('…') and t(language, '…'). [^'\\\n] and \\. cannot both
// match one character, so the pattern stays linear.
const MARKED = /\b(?:msg\(\s*|\bt\(\s*[\w.]+,\s*)('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")/g;
// A marker whose text is not a literal: extraction could not see it.
const MARKER_CALL = /\b(?:msg\(\s*|\bt\(\s*[\w.]+,\s*)(?!['"\s])/g;

export interface Extracted {
  ids: Map<string, string[]>;
  /** `file:line` of markers whose text is not a string literal. */
  notLiteral: string[];
}

/** Every message id marked in the server's sources, with where it is used. */
export function extractMessages(): Extracted {
  const ids = new Map<string, string[]>();
  const notLiteral: string[] = [];
  for (const file of sourceFiles(SOURCE_ROOT)) {
    if (file.includes(`${join('src', 'i18n')}`)) continue;
    const text = readFileSync(file, 'utf8');
    const where = (index: number) => `${relative(SOURCE_ROOT, file)}:${text.slice(0, index).split('\n').length}`;
    for (const m of text.matchAll(MARKED)) {
      const id = unquote(m[1]);
      ids.set(id, [...(ids.get(id) ?? []), where(m.index)]);
    }
    for (const m of text.matchAll(MARKER_CALL)) notLiteral.push(where(m.index));
  }
  return { ids, notLiteral };
}
