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
};
