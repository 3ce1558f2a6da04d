// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Modules the pure rules engine must never import (design: src/engine has no UI, DOM or ambient randomness). */
const UI_MODULES = ['react', 'react-dom', 'react-dom/*', 'zustand', 'zustand/*', 'immer', 'honeycomb-grid', 'd3-*', '*/ui/*', '../ui/*'];

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'node_modules/', 'tests/output/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The engine is pure: no UI imports, no DOM, no Math.random, no module-level mutable state.
    files: ['src/engine/**/*.ts'],
    ignores: ['src/engine/**/*.test.ts'],
    languageOptions: { globals: { ...globals.es2021 } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: UI_MODULES, message: 'src/engine is pure: no UI libraries.' }] }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'navigator', 'performance', 'fetch'],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Dice come from the seeded RNG in state.dice (src/engine/dice).' },
        { object: 'Date', property: 'now', message: 'The engine has no clock.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'Program > VariableDeclaration[kind="let"]', message: 'No module-level mutable state in the engine.' },
        { selector: 'Program > VariableDeclaration[kind="var"]', message: 'No module-level mutable state in the engine.' },
        { selector: 'Program > ExportNamedDeclaration > VariableDeclaration[kind="let"]', message: 'No module-level mutable state in the engine.' },
      ],
    },
  },
);
