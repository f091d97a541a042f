const { spawnSync } = require('node:child_process');
const vm = require('node:vm');

// NestJS 12 packages are ES modules only. Jest loads them from the CommonJS test code through
// require(esm), which it supports only when Node runs with --experimental-vm-modules (vm.SourceTextModule
// exists then). So that `npx jest …` works as it is, Jest started without the flag runs itself
// again with it and exits as that run does; tests and the processes they start are unchanged.
if (typeof vm.SourceTextModule !== 'function') {
  const run = spawnSync(process.execPath, ['--experimental-vm-modules', ...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  if (run.signal) process.kill(process.pid, run.signal);
  process.exit(run.status ?? 1);
}

/** Unit tests sit next to the code (src/**\/*.test.ts); integration tests in test/ boot the real app. */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testRegex: '(src|test)/.*\\.test\\.ts$',
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.test.json' }] },
  moduleFileExtensions: ['ts', 'js', 'json'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  testTimeout: 30000,
  maxWorkers: process.env.JEST_WORKERS ?? 2,
  // The ES modules Jest loads for each test file (the NestJS packages) are not all freed when the file
  // ends: run in band, the whole suite grew to the 4 GB heap limit (about 25 MB per file). Tests run in
  // workers, even with one worker, and a worker past this size is replaced after its file.
  workerIdleMemoryLimit: '1GB',
};
