/** jest runs the TypeScript sources as ES modules through ts-jest (unified and friends are ESM-only). */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }]
  },
  testTimeout: 60000,
  // The transform cache lives in the checkout: one clone's (or worktree's) compiled files never serve another's.
  cacheDirectory: '<rootDir>/node_modules/.cache/jest'
}
