// ESLint 10 reads only this flat config; `.eslintrc.json` is no longer supported.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'docs/', 'coverage/', 'site/dist/', 'test-results/', 'node_modules/', '.stryker-tmp/', 'reports/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Template literals with numbers and bigints are the clearest way to build the fixed output formats.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allow: [{ from: 'lib', name: 'bigint' }] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
