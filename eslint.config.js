// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import checkFile from 'eslint-plugin-check-file';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webFeaturesDir = 'apps/web/src/features';
const webFeatures = existsSync(webFeaturesDir)
  ? readdirSync(webFeaturesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

/**
 * bulletproof-react's unidirectional rule: app -> features -> ui/lib, and no feature reaches into
 * another; shared code moves down to ui or lib instead.
 */
const webImportZones = [
  ...webFeatures.map((feature) => ({
    target: `./${webFeaturesDir}/${feature}`,
    from: `./${webFeaturesDir}`,
    except: [`./${feature}`],
    message: 'A feature must not import another feature; move shared code to src/lib or src/ui.',
  })),
  {
    target: [`./${webFeaturesDir}`, './apps/web/src/ui', './apps/web/src/lib'],
    from: './apps/web/src/app',
    message: 'Only the app layer composes features.',
  },
  {
    target: ['./apps/web/src/ui', './apps/web/src/lib'],
    from: `./${webFeaturesDir}`,
    message: 'Shared ui and lib code must not depend on a feature.',
  },
  { target: './apps/web', from: './apps/api', message: 'The web app never imports API code.' },
  { target: './apps/api', from: './apps/web', message: 'The API never imports web code.' },
  {
    target: './packages/domain',
    from: ['./apps'],
    message: 'The domain package depends on nothing of the apps.',
  },
];

const apiSrc = 'apps/api/src';
const apiModulesDir = `${apiSrc}/modules`;
const apiModules = existsSync(apiModulesDir)
  ? readdirSync(apiModulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

/** The products' modules: car's is named motor until it is renamed car. */
const apiProductModules = ['home', 'car', 'motor', 'travel'].filter((module) =>
  apiModules.includes(module),
);

/**
 * The API's modules reach each other only through a module's public entry (its index.ts), and the
 * layers below them (database, adapters, jobs, lib, plugins) depend on no module at all.
 */
const apiImportZones = [
  ...apiModules.map((module) => ({
    target: `./${apiModulesDir}/${module}`,
    from: `./${apiModulesDir}`,
    except: [
      `./${module}`,
      ...apiModules.filter((other) => other !== module).map((other) => `./${other}/index.ts`),
    ],
    message: "A module uses another only through that module's index.ts.",
  })),
  {
    target: ['db', 'adapters', 'jobs', 'lib', 'plugins'].map((layer) => `./${apiSrc}/${layer}`),
    from: `./${apiModulesDir}`,
    message: 'The layers below the modules never import a module; move shared code down to lib.',
  },
  /**
   * The products never import each other: what they share lives in checkout, quotes, documents or
   * the domain. Car's folder is named for the product (car) or, before that rename, motor. The
   * agent module, like every module, reaches a product only through its index.ts (the zones above).
   */
  ...apiProductModules.map((product) => ({
    target: `./${apiModulesDir}/${product}`,
    from: apiProductModules
      .filter((other) => other !== product)
      .map((other) => `./${apiModulesDir}/${other}`),
    message: 'A product module never imports another product; share through checkout or quotes.',
  })),
];

/**
 * The demo data (src/demo) uses the modules, never the other way round; the modules' tests sign in
 * as its accounts, so they may. One exception: the demo tools' route (renewals'
 * renewal-operator-routes.ts, only on a local product) makes a customer with a renewal due through
 * demo/renewal-demo-customer.ts.
 */
const apiDemoZones = [
  {
    target: apiModules
      .filter((module) => module !== 'renewals')
      .map((module) => `./${apiModulesDir}/${module}`),
    from: `./${apiSrc}/demo`,
    message: 'A module never imports the demo data; the server and the tests seed it.',
  },
  {
    target: `./${apiModulesDir}/renewals`,
    from: `./${apiSrc}/demo`,
    except: ['./renewal-demo-customer.ts'],
    message: 'A module never imports the demo data; the server and the tests seed it.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'apps/api/src/db/migrations/**',
      'apps/web/public/sw.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin, 'check-file': checkFile },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-restricted-paths': ['error', { zones: webImportZones }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,css}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{apps,packages,e2e,scripts}/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/api/**/*.ts'],
    settings: {
      'import/resolver': {
        [fileURLToPath(new URL('./apps/api/eslint-import-resolver.cjs', import.meta.url))]: {},
        node: { extensions: ['.ts', '.js', '.json'] },
      },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...webImportZones, ...apiImportZones] }],
    },
  },
  {
    files: [`${apiModulesDir}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [...webImportZones, ...apiImportZones, ...apiDemoZones] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
