import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The docs drifted from the code more than once (issue 40): a README that grew back to 285 lines,
// a module map that left out modules added later. These checks make that drift fail `npm test`.
const root = join(__dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const folders = (path: string) =>
  readdirSync(join(root, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The part of a Markdown document from a `## heading` to the next one. */
function section(doc: string, heading: string): string {
  const start = doc.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/architecture.md has no section "## ${heading}"`);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end < 0 ? undefined : end);
}

/** The names in the first column of a Markdown table: `| \`name\` | …`. */
function tableRows(text: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of text.split('\n')) {
    const m = /^\| `([\w/-]+)` \|(.*)$/.exec(line);
    if (m) rows.set(m[1], m[2]);
  }
  return rows;
}

describe('the docs keep up with the code', () => {
  const architecture = read('docs/architecture.md');

  it('README.md stays short (at most 150 lines): detail belongs in docs/', () => {
    const lines = read('README.md').split('\n').length - 1;
    expect(lines).toBeLessThanOrEqual(150);
  });

  it('docs/architecture.md has a row for every server module and names every shared folder', () => {
    const modules = section(architecture, 'Server modules');
    const rows = tableRows(modules);
    const missing = folders('server/src').filter((name) => !rows.has(name) && !modules.includes(`\`${name}/\``));
    expect(missing).toEqual([]);
  });

  it('docs/architecture.md has a row for every client feature, saying whether it has a public index.ts', () => {
    const rows = tableRows(section(architecture, 'Client'));
    const features = folders('client/src/features');
    expect(features.filter((name) => !rows.has(name))).toEqual([]);
    const wrongIndex = features.filter((name) => {
      const hasIndex = existsSync(join(root, 'client/src/features', name, 'index.ts'));
      return /`index\.ts`/.test(rows.get(name) ?? '') !== hasIndex;
    });
    expect(wrongIndex).toEqual([]);
  });

  it('docs/CONVENTIONS.md names every server module', () => {
    const conventions = read('docs/CONVENTIONS.md');
    expect(folders('server/src').filter((name) => !conventions.includes(`\`${name}\``))).toEqual([]);
  });
});
