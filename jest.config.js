/** TypeScript reaches jest through swc: type checking is `npm run typecheck`'s job, not the tests'. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  transform: { '^.+\\.tsx?$': ['@swc/jest', { jsc: { target: 'es2020' } }] },
  testTimeout: 60000,
};
