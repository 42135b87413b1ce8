// Lint rules: the recommended sets, plus the import direction of docs/design.md
// (domain ← db ← server ← app) enforced where a wrong import would be a design error.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const forbid = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

// Route modules reach the services through the load context; a value import of server/ or db/
// would bundle a second copy (a second search index, a second database connection).
const APP_NOT_SERVER = {
  group: ['**/server/**', '**/db/**'],
  allowTypeImports: true,
  message: 'app/ uses the services through the loader context; import only types from server/.',
};

export default tseslint.config(
  {
    ignores: ['node_modules/**', 'data/**', 'build/**', 'tmp/**', 'db/migrations/**', '.react-router/**', '.shots/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // API tests read loosely typed JSON answers; `any` there is the honest type.
  { files: ['tests/**', '**/*.test.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // Unit tests share one module graph per worker (vitest.config.ts, isolate: false): a module mock
  // would reach only files that had not loaded the module yet, so it works or not by file order.
  // Pass the dependency in, or spy on an object's property (vi.spyOn), restored after the test.
  {
    files: [
      'domain/**/*.test.ts',
      'app/**/*.test.ts',
      'db/**/*.test.ts',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|resetModules)$/]",
          message:
            'Unit tests share one module graph per worker (isolate: false): no module mocks; pass the dependency in or use vi.spyOn.',
        },
      ],
    },
  },
  {
    files: ['domain/**'],
    rules: forbid(['**/db/**', '**/server/**', '**/app/**'], 'domain/ is pure: it imports only zod.'),
  },
  { files: ['db/**'], rules: forbid(['**/server/**', '**/app/**'], 'db/ may import domain/ only.') },
  { files: ['server/**'], rules: forbid(['**/app/**'], 'server/ never imports the React app.') },
  // app/ imports no value from server/ or db/ (APP_NOT_SERVER), nor React Router's Link and NavLink.
  {
    files: ['app/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [APP_NOT_SERVER],
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message:
                "Import Link and NavLink from app/lib/link: the server writes the same <a> without the router's hooks.",
            },
          ],
        },
      ],
    },
  },
  // The server's Link, and the tests that hold it to React Router's own.
  {
    files: ['app/lib/link.tsx', 'app/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [APP_NOT_SERVER],
        },
      ],
    },
  },
);
