import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { dashboardChunks } from './build/page-chunks.ts';
import { precompress } from './build/precompress.ts';

// Named by path: tools that load this file from the repository root (knip) find it too.
const linguiConfig = { configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) };

export default defineConfig({
  // Lingui's macros (t, Trans, plural) become message lookups before React's transform sees the
  // JSX; lingui() compiles the PO catalogs that src/lib/i18n imports per language.
  plugins: [babel({ presets: [linguiTransformerBabelPreset({}, linguiConfig)] }), react(), lingui({ ...linguiConfig, failOnCompileError: true }), precompress()],
  // The SDK workspace package's TypeScript source (its `@pen/source` export), not its built dist/.
  resolve: { conditions: ['@pen/source', ...defaultClientConditions] },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The entry chunk (345 kB, 103 kB gzip) holds React, the router, the SDK and the query hooks both
    // first pages use (see build/page-chunks.ts). The SDK on @hey-api/openapi-ts added 16 kB
    // (4 kB gzip): its fetch client, serializers and server-sent-events reader (issue #30).
    chunkSizeWarningLimit: 345,
    // The dashboard's own code is chunked by hand (see build/page-chunks.ts); the other pages are
    // left to Rolldown. Rollup's `experimentalMinChunkSize` (which merged chunks under 8 kB into
    // others) has no Rolldown equivalent (Vite 8, issue #31): a page now loads its modules in up to
    // six small files instead of up to four larger ones, fewer bytes in all, and Vite's preload
    // helper requests a page's files together, not one after another.
    rolldownOptions: { output: { codeSplitting: { groups: [dashboardChunks()] } } },
  },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
  },
});
