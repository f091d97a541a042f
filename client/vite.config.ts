import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { dashboardChunks } from './build/page-chunks';
import { precompress } from './build/precompress';

export default defineConfig({
  plugins: [react(), precompress()],
  // The SDK workspace package's TypeScript source (its `@pen/source` export), not its built dist/.
  resolve: { conditions: ['@pen/source', ...defaultClientConditions] },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The entry chunk (338 kB, 103 kB gzip) holds React, the router, the SDK and the query hooks both
    // first pages use (see build/page-chunks.ts). The SDK on @hey-api/openapi-ts added 16 kB
    // (4 kB gzip): its fetch client, serializers and server-sent-events reader (issue #30).
    chunkSizeWarningLimit: 345,
    // Rollup would otherwise make a chunk of every module two pages share, some of 100 bytes: on a
    // phone each is one more request in the waterfall of a page's first load.
    // The dashboard's own code is chunked by hand (see build/page-chunks.ts).
    rollupOptions: { output: { experimentalMinChunkSize: 8 * 1024, manualChunks: dashboardChunks() } },
  },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
  },
});
