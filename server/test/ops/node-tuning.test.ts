import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseEnv, REPO_ROOT, run } from './support';

/** What scripts/app.mjs (the image's command) starts: a stand-in main that prints its flags and malloc setting. */
async function launched(extra: Record<string, string>): Promise<{ flags: string[]; tunables: string | null; code: number | string }> {
  const main = join(mkdtempSync(join(tmpdir(), 'pen-tuning-')), 'main.js');
  writeFileSync(main, 'console.log(JSON.stringify({ flags: process.execArgv, tunables: process.env.GLIBC_TUNABLES ?? null })); process.exitCode = 3;');
  const proc = run(process.execPath, [join(REPO_ROOT, 'scripts', 'app.mjs'), main], baseEnv(extra));
  const code = await proc.exit(20000);
  return { ...(JSON.parse(proc.stdout()) as { flags: string[]; tunables: string | null }), code };
}

describe('Node flags and malloc settings (scripts/lib/node-flags.mjs, run by scripts/app.mjs)', () => {
  it('runs the app with the measured flags and malloc settings, and passes its exit code on', async () => {
    expect(await launched({})).toEqual({
      flags: ['--single-threaded-gc', '--no-allocation-site-pretenuring', '--max-semi-space-size=64'],
      tunables: 'glibc.malloc.trim_threshold=67108864:glibc.malloc.mmap_threshold=33554432',
      code: 3,
    });
  });

  it('PEN_NODE_TUNING=off runs it with Node and glibc defaults', async () => {
    expect(await launched({ PEN_NODE_TUNING: 'off' })).toEqual({ flags: [], tunables: null, code: 3 });
  });

  it("an operator's own GLIBC_TUNABLES wins", async () => {
    expect((await launched({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' })).tunables).toBe('glibc.malloc.arena_max=2');
  });
});
