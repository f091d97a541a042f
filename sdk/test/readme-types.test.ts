import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const sdkDir = join(import.meta.dirname, '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** Runs tsc; answers its output, empty when it compiled. */
function compile(args: string[]): string {
  try {
    execFileSync(process.execPath, [tsc, ...args], { cwd: sdkDir, encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    return `${e.stdout ?? ''}${e.stderr ?? ''}` || String(err);
  }
}

/**
 * The README's examples (test/types/readme-examples.ts) as an integrator compiles them: against
 * the package's declarations (built here into a temporary folder, as `npm pack` builds dist/), with
 * `strict`, `exactOptionalPropertyTypes` and no `skipLibCheck`, on the TypeScript installed here
 * (issue 45: `items((cursor) => pen.posts.getFeed(…), 'posts')` failed with TS2345).
 */
describe('the README examples type-check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pen-sdk-types-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('under strict and exactOptionalPropertyTypes', () => {
    expect(compile(['-p', join(sdkDir, 'tsconfig.build.json'), '--outDir', join(dir, 'dist'), '--emitDeclarationOnly'])).toBe('');
    const config = {
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        types: [],
        strict: true,
        exactOptionalPropertyTypes: true,
        skipLibCheck: false,
        noEmit: true,
        paths: { '@pen/sdk': ['./dist/index.d.ts'] },
      },
      files: [join(sdkDir, 'test', 'types', 'readme-examples.ts')],
    };
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config));
    expect(compile(['-p', join(dir, 'tsconfig.json')])).toBe('');
  }, 120_000);
});
