import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text formats worth compressing; images, fonts and sounds are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;
/** Below this size the headers cost more than compression saves. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))));
  return nested.flat();
}

/**
 * Writes `name.gz` and `name.br` next to every compressible file of the build, at the highest
 * levels: it is done once per build, and the server (@fastify/static `preCompressed`) then sends
 * them without compressing anything per request. A compressed copy that is not smaller is skipped.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'pen-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After the bundle and the public folder are both in outDir.
    async closeBundle() {
      // build.outDir may be absolute (`vite build --outDir /tmp/x`).
      const outDir = resolve(config.root, config.build.outDir);
      const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < MIN_BYTES) return;
          const source = await readFile(file);
          const [gz, br] = await Promise.all([
            gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
            brotliAsync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
          ]);
          if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
          if (br.length < source.length) await writeFile(`${file}.br`, br);
        }),
      );
    },
  };
}
