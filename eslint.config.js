// One lint configuration for the whole workspace (flat config). Besides the usual TypeScript and
// React hooks rules it holds the architecture's import boundaries (docs/architecture.md §2): a
// remote imports only its own code, @golf/shared and @golf/contract; @golf/shared imports no app; the shell loads
// remotes only through Module Federation; the API imports no frontend code; the contract package
// (shapes and domain rules shared by API and apps) imports neither.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync, readFileSync } from 'node:fs';
import { REMOTE_FOLDERS, workspaceFolders } from './scripts/apps.mjs';

// From the workspaces (scripts/apps.mjs): a new remote folder gets a remote's boundaries.
const remotes = REMOTE_FOLDERS;
const frontends = ['shared', 'shell', ...remotes];
const everything = workspaceFolders();

/** `target` may import nothing from any folder in `forbidden` (paths as resolved, workspace links included). */
function zone(target, forbidden, message) {
  return forbidden.filter((folder) => folder !== target).map((from) => ({ target: `./${target}`, from: `./${from}`, message }));
}

/** The API's feature folders: every folder of api/src but core (the cross-cutting base) and db. */
const apiFeatures = readdirSync(new URL('./api/src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['core', 'db'].includes(entry.name))
  .map((entry) => entry.name);

const boundaryZones = [
  ...remotes.flatMap((remote) =>
    zone(remote, everything.filter((folder) => folder !== 'shared' && folder !== 'contract'), 'A remote imports only its own code, @golf/shared and @golf/contract.'),
  ),
  ...zone('shared', everything.filter((folder) => folder !== 'contract'), '@golf/shared imports no app: apps depend on it, never the other way.'),
  ...zone('shell', [...remotes, 'api', 'e2e'], 'The shell loads remotes only through Module Federation (remotes.json).'),
  ...zone('api', [...frontends, 'e2e'], 'The API imports no frontend code.'),
  // The API's core serves every feature and knows none: a feature hands core what it needs
  // (app.ts wires the users feature's account source into core/auth.ts).
  ...apiFeatures.map((feature) => ({
    target: './api/src/core',
    from: `./api/src/${feature}`,
    message: 'api/src/core imports no feature folder: the feature gives core what it needs when app.ts wires them.',
  })),
  ...zone('contract', everything, 'The contract imports neither the API nor an app: both depend on it.'),
  // The tooling that builds, serves and measures the site (scripts/, the build factory) belongs to no
  // app: code that ships, the API's included, never imports it.
  ...['contract', ...frontends, 'api'].flatMap((folder) =>
    ['scripts', 'rspack.shared.js'].map((from) => ({
      target: `./${folder}/src`,
      from: `./${from}`,
      message: 'Build tooling (scripts/, rspack.shared.js) is no part of an app or the API: nothing that ships imports it.',
    })),
  ),
];

/** What git ignores is generated (builds, releases, databases, reports): never linted. One list, .gitignore's. */
const generated = readFileSync(new URL('./.gitignore', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'))
  .map((line) => (line.endsWith('/') ? `**/${line}**` : `**/${line}`));

export default tseslint.config(
  {
    ignores: [...generated, '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: frontends.map((folder) => `${folder}/src/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // The API's imports name the compiled '.js' of a '.ts' module (NodeNext): resolved to the
      // source, or the boundary rules and no-cycle would see nothing there.
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } }),
      ],
      // The modules no-cycle reads to follow imports (by default only .js, so no TypeScript cycle was seen).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      // A cycle makes the order modules run in depend on who imports first (an undefined at start-up
      // in one app and not another); within a package, one module owns what two share.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**', 'e2e/**', 'api/test/**'],
    languageOptions: { globals: { ...globals.jest } },
    // Test doubles record what they are given as it comes.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
