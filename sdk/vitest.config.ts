import { defineConfig } from 'vitest/config';

// package.test.ts starts a real server: the files run one after another.
export default defineConfig({ test: { include: ['test/**/*.test.ts'], environment: 'node', fileParallelism: false } });
